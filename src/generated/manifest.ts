/* Generated from schema/ by `npm run generate:types`. Do not edit: change the schema and run the command again. */

/**
 * The path of another page of this site, exactly as written in that page's "path". Example: /destinations/australia.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "RouteLink".
 */
export type RouteLink = string;
/**
 * One page. The value of "template" decides which other fields the page has.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Route".
 */
export type Route = VisaPage | DestinationPage | CoursePage | ArticlePage | ServicePage | TestPrepPage | BlockPage;
/**
 * The address of a page on this site: starts with /, lowercase letters, digits and hyphens only, no / at the end (except the home page, which is just /). At most 100 characters between two / and at most 10 parts: each part becomes the name of a folder of the built site, and file systems refuse names longer than 255 bytes. Example: /services/working-holiday. The English version is made automatically under /en.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "RoutePath".
 */
export type RoutePath = string;
/**
 * Whether the page is on the site. A draft is checked like any page, but its problems are warnings and it is never published: it is not built, its menu entries are hidden, and no list or finder shows it. New pages start as drafts; set "published" once every text is written (a published page may not keep a text starting with TODO). Without a status, a page is published.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "PageStatus".
 */
export type PageStatus = "draft" | "published";
/**
 * The name of an icon from the site's icon set.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Icon".
 */
export type Icon =
  | "academic"
  | "award"
  | "book"
  | "briefcase"
  | "building"
  | "calendar"
  | "chart"
  | "check"
  | "clock"
  | "compass"
  | "document"
  | "globe"
  | "heart"
  | "home"
  | "language"
  | "leaf"
  | "map"
  | "money"
  | "mountain"
  | "passport"
  | "phone"
  | "plane"
  | "shield"
  | "star"
  | "target"
  | "users";
export type Block =
  | HeroBlock
  | AboutBlock
  | ValuesBlock
  | BenefitsBlock
  | ProcessBlock
  | DestinationsBlock
  | PartnersBlock
  | StatsBlock
  | BlogTeaserBlock
  | BlogListBlock
  | VisaFinderBlock
  | ServicesBlock
  | TeamBlock
  | TestimonialsBlock
  | JourneyBlock
  | RichTextBlock;
/**
 * Where a link goes: the path of a page of this site (/about), or a full address starting with https://, http://, mailto: or tel:.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Href".
 */
export type Href = string;
/**
 * A picture in the public/images/ folder, written from the site root: a photo (JPEG, PNG, WebP or AVIF), which the build resizes for phones and turns into modern formats, or an SVG drawing. Example: /images/team/nomin.jpg for public/images/team/nomin.jpg.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "PicturePath".
 */
export type PicturePath = string;
/**
 * A file in the public/ folder, written from the site root. Example: /images/team/bat-erdene.svg for public/images/team/bat-erdene.svg.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "AssetPath".
 */
export type AssetPath = string;

/**
 * The whole website in one file: its settings, the words used by menus and buttons, the menus, and every page with its text in Mongolian and English.
 */
export interface SiteManifest {
  settings: Settings;
  interface: InterfaceDictionary;
  navigation: Navigation;
  /**
   * Old addresses of pages that have moved or been deleted, each sent on to a page that exists. npm run move and npm run delete add them for you; you may also add or remove one by hand. The site answers the old address in both languages (the English one under /en) by sending the visitor to the new one.
   */
  redirects?: Redirect[];
  /**
   * Every page of the site. Each page has a path, the template that draws it, and that template's fields.
   *
   * @minItems 1
   */
  routes: [Route, ...Route[]];
}
/**
 * Facts about the site as a whole: its name, address on the web, contact details and blog categories.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Settings".
 */
export interface Settings {
  /**
   * The consultancy's name, shown in the header, footer and browser tab.
   */
  name: Text;
  /**
   * The language of pages without /en in their address. Always mn (Mongolian).
   */
  defaultLanguage: "mn";
  /**
   * The site's public address, where its pages are found: https:// (or http://), then the domain name in lowercase, then a port only if the site needs one (:8080), and nothing else: no / at the end, no path, no ? or #. A domain written in Cyrillic is written in its xn-- form. Example: https://www.example.mn
   */
  baseUrl: string;
  contact: Contact;
  /**
   * The picture shown when a page of the site is shared on social networks or in messengers: 1200 by 630 pixels, PNG or JPEG, in public/.
   */
  shareImage?: AssetPath;
  logo?: Logo;
  facts?: Facts;
  glossary?: Glossary;
  /**
   * The categories an article can belong to. The blog page links to one page per category, which lists that category's articles.
   *
   * @minItems 1
   */
  blogCategories: [BlogCategory, ...BlogCategory[]];
  publish?: Publish;
}
/**
 * How visitors reach the office: shown in the footer and the consultation dialog.
 */
export interface Contact {
  /**
   * Phone numbers in international form, for example +976 7700 1234.
   *
   * @minItems 1
   *
   * Items: A phone number in international form: a plus sign, the country code and the number, with spaces between groups of digits if you like, for example +976 7700 1234. A Mongolian number has 8 digits after +976.
   */
  phones: [string, ...string[]];
  /**
   * The e-mail address for enquiries.
   */
  email: string;
  /**
   * The office address.
   */
  address: Text;
  /**
   * Opening hours, one line per group of days.
   *
   * @minItems 1
   */
  hours: [OpeningHours, ...OpeningHours[]];
  /**
   * The consultancy's pages on social networks.
   */
  social: SocialLink[];
}
export interface OpeningHours {
  /**
   * The days, for example Monday-Friday.
   */
  days: Text;
  /**
   * Opening and closing time on a 24-hour clock, for example 9:00-18:00.
   */
  time: string;
  /**
   * The same days for search engines, in English: for example ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].
   *
   * @minItems 1
   */
  weekdays?: [
    "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday",
    ...("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[]
  ];
}
export interface SocialLink {
  /**
   * Which network.
   */
  network: "facebook" | "instagram" | "linkedin";
  /**
   * The full https:// address of the page.
   */
  url: Href;
}
/**
 * The consultancy's logo, as SVG files in public/: npm run brand draws them from the name above and the site's colours, or a designer's own files may take their place. Without it the header shows the name as text.
 */
export interface Logo {
  /**
   * The logo for a light background (the header), one file per language, since the name is written in each language: for example /images/brand/logo-mn.svg and /images/brand/logo-en.svg.
   */
  light: LogoFiles;
  /**
   * The logo for a dark background (the footer), the name in light colours, one file per language: for example /images/brand/logo-mn-on-dark.svg and /images/brand/logo-en-on-dark.svg.
   */
  dark: LogoFiles;
  /**
   * The symbol alone, a square SVG without words, for example /images/brand/mark.svg. The browser tab's icon and the icons of a phone's home screen are made from it when the site is built.
   */
  mark: AssetPath;
}
/**
 * Figures and claims shown in several places (number of clients, years of experience), each written once here. Any text of the manifest shows a fact by naming it in double braces: "{{clients}} happy clients" becomes "1500+ happy clients". Change a fact here and every page that shows it changes.
 */
export interface Facts {
  [k: string]: Fact;
}
/**
 * One figure, as texts in each language show it, and optionally the words that caption it.
 */
export interface Fact {
  /**
   * The figure as Mongolian texts show it, for example 7+.
   */
  mn: string;
  /**
   * The figure as English texts show it, for example 7+.
   */
  en: string;
  /**
   * Optional: the caption a figure card shows under this fact, for example Years of experience. Give a label only when those words mean this fact wherever they appear: npm run validate then warns where a page shows another number with these words (as a card's caption, or right after a number in a text). Leave it out for captions that several facts share, such as Service fee.
   */
  label?: Text;
  /**
   * What this figure is, in a few words, as the editor names it where texts use it, for example Working holiday visa fee. Unlike the label, it is never shown on the site.
   */
  name?: Text;
}
/**
 * The site's chosen words, so that every page says the same thing the same way: for each language the term to use and the variants to avoid, and the English spelling. npm run i18n:report lists every text that uses an avoided variant or the other spelling, with its page and field.
 */
export interface Glossary {
  /**
   * The spelling of the English texts: british (programme, counsellor, organisation) or american (program, counselor, organization). Words spelt the other way, from the list of spellings, are reported.
   */
  englishSpelling: "british" | "american";
  /**
   * Words spelt differently in British and American English, one form per pair (programme and program, programmes and programs): the form of the spelling not chosen is reported in English texts.
   */
  spellings?: SpellingPair[];
  /**
   * Terms with one preferred form. A variant is found as a whole word in any case; in Mongolian also with endings (Окландад is Окланд). {n} in a variant stands for a number.
   */
  terms?: GlossaryTerm[];
  /**
   * Names written as their owners write them, never reported: for example Research Training Program, an official Australian name in American spelling.
   */
  keep?: string[];
}
export interface SpellingPair {
  /**
   * The British spelling, for example programme.
   */
  british: string;
  /**
   * The American spelling, for example program.
   */
  american: string;
}
export interface GlossaryTerm {
  /**
   * The language whose texts use the term: mn (Mongolian) or en (English).
   */
  language: "mn" | "en";
  /**
   * The form to use, for example Ногоон картын сугалаа.
   */
  use: string;
  /**
   * The variants to avoid, for example Грийн карт.
   *
   * @minItems 1
   */
  avoid: [string, ...string[]];
  /**
   * Optional: what the term means, or why this form was chosen.
   */
  note?: string;
}
export interface BlogCategory {
  /**
   * A short lowercase name that articles use in their "category" field, for example visa, of at most 100 characters. It is also the end of the category's page address, /blog/category/visa, and so the name of a folder of the built site.
   */
  id: string;
  /**
   * The category's name as visitors see it.
   */
  label: Text;
}
/**
 * What the editor's Publish button does once the site is built: the command that puts build/client/ on the web host. Set by whoever set up the hosting; it runs on this computer, as you.
 */
export interface Publish {
  /**
   * The command run in the site's folder after a successful build, for example rsync -a --delete build/client/ user@example.mn:/var/www/site/ or a static host's command-line tool. Its output is shown to the author.
   */
  command: string;
}
/**
 * The short words of the site's frame (menu names, button captions, the 404 message), each under a key that the templates look up. A key that is missing here shows up on the page as the key itself.
 */
export interface InterfaceDictionary {
  [k: string]: Text;
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Text".
 */
export interface Text {
  /**
   * The Mongolian text (Cyrillic).
   */
  mn: string;
  /**
   * The English text.
   */
  en: string;
}
/**
 * The header menu and the footer's link columns. Every link names the path of a page of this site.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Navigation".
 */
export interface Navigation {
  header: HeaderNavigation;
  footer: FooterNavigation;
}
/**
 * The menu at the top of every page.
 */
export interface HeaderNavigation {
  /**
   * Plain links shown in the header, in order.
   *
   * @minItems 1
   */
  links: [NavLink, ...NavLink[]];
  /**
   * Drop-down menus shown after the plain links, in order.
   */
  menus: NavMenu[];
}
/**
 * A link to a page of this site.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "NavLink".
 */
export interface NavLink {
  path: RouteLink;
  /**
   * The link's caption. Leave it out to use the page's title.
   */
  label?: Text;
}
export interface NavMenu {
  /**
   * The menu's name in the header.
   */
  label: Text;
  /**
   * The menu's columns, each a group of links.
   *
   * @minItems 1
   */
  columns: [NavColumn, ...NavColumn[]];
}
/**
 * A titled group of links.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "NavColumn".
 */
export interface NavColumn {
  /**
   * The column's title.
   */
  heading: Text;
  /**
   * The column's links, in order.
   *
   * @minItems 1
   */
  links: [NavLink, ...NavLink[]];
}
/**
 * The link columns at the bottom of every page. Contact details and hours come from the settings.
 */
export interface FooterNavigation {
  /**
   * Columns of links, in order.
   *
   * @minItems 1
   */
  columns: [NavColumn, ...NavColumn[]];
  /**
   * Small links at the very bottom, such as the privacy policy.
   */
  legal?: NavLink[];
}
/**
 * One old address sent on to a page: a visitor or search engine asking for "from" is taken to "to", in both languages.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Redirect".
 */
export interface Redirect {
  /**
   * The old address, where no page is any more. Example: /services/student.
   */
  from: RoutePath;
  /**
   * The path of the page that visitors of the old address are sent to; it must be a published page. Example: /services/student-visa-500.
   */
  to: RoutePath;
}
/**
 * A visa page: five key figures, the requirements, the rules to follow, and a call to book a consultation.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "VisaPage".
 */
export interface VisaPage {
  path: RoutePath;
  /**
   * The template that draws this page.
   */
  template: "visa";
  status?: PageStatus;
  /**
   * The page's main heading, also used in the browser tab and in links to this page.
   */
  title: Text;
  /**
   * One or two sentences summing up the page, shown by search engines and on cards that link here.
   */
  description: Text;
  /**
   * The visa's official three-digit subclass number, if it has one (for example 462 for Australia's Work and Holiday visa). Leave it out if there is none.
   */
  subclass?: string;
  /**
   * The icon of the cards that link to this visa (the services list, related pages). Without one, cards show the icon of its kind of page.
   */
  icon?: Icon;
  /**
   * The destination page of the country this visa is for, for example /destinations/australia. The end of the page then links to that page and to the country's other visas, and the destination page links back here.
   */
  destination?: RouteLink;
  /**
   * The opening paragraph under the title.
   */
  intro: Text;
  /**
   * Optional: the picture at the top of the page, beside its title, with what it shows: a photo or an SVG drawing in public/images/. Without one, the site's pattern is shown.
   */
  hero?: Image;
  /**
   * Exactly five key figures, such as processing time, service fee, government visa fee, age limit and validity.
   *
   * @minItems 5
   * @maxItems 5
   */
  stats: [Stat, Stat, Stat, Stat, Stat];
  /**
   * What the applicant must have or show, one point each. Shown as a numbered list.
   *
   * @minItems 1
   */
  requirements: [Text, ...Text[]];
  /**
   * Rules the visa holder must follow, one point each.
   *
   * @minItems 1
   */
  guidelines: [Text, ...Text[]];
  cta: VisaCallToAction;
}
/**
 * A figure with its caption, such as 98% / success rate.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Stat".
 */
export interface Stat {
  /**
   * The figure as shown, for example 98% or 4-8 weeks.
   */
  value: Text;
  /**
   * What the figure means.
   */
  label: Text;
}
/**
 * The closing card inviting the visitor to book a free consultation.
 */
export interface VisaCallToAction {
  /**
   * The card's heading.
   */
  heading: Text;
  /**
   * A sentence under the heading. Beside it, a button saves the page as a printable PDF checklist in the page's language: its key figures, its requirements as boxes to tick, its guidelines and the office's contact details, made when the site is built.
   */
  text: Text;
}
/**
 * A study destination: an introduction, four highlights, the top five universities and five cities (or fields of study).
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "DestinationPage".
 */
export interface DestinationPage {
  path: RoutePath;
  /**
   * The template that draws this page.
   */
  template: "destination";
  status?: PageStatus;
  /**
   * The page's main heading, also used in the browser tab and in links to this page.
   */
  title: Text;
  /**
   * One or two sentences summing up the page, shown by search engines and on cards that link here.
   */
  description: Text;
  /**
   * The paragraph under the title.
   */
  intro: Text;
  /**
   * Optional: the picture at the top of the page, beside its title, with what it shows: a photo or an SVG drawing in public/images/. Without one, the site's pattern is shown.
   */
  hero?: Image;
  /**
   * Exactly four highlight cards.
   *
   * @minItems 4
   * @maxItems 4
   */
  highlights: [Card, Card, Card, Card];
  /**
   * The heading of the panel with universities and cities, for example About New Zealand.
   */
  aboutHeading: Text;
  /**
   * Exactly five top universities.
   *
   * @minItems 5
   * @maxItems 5
   */
  universities: [Text, Text, Text, Text, Text];
  places: DestinationPlaces;
}
/**
 * A small card with an icon, a title and a sentence or two.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Card".
 */
export interface Card {
  icon: Icon;
  /**
   * The card's heading.
   */
  title: Text;
  /**
   * One or two sentences under the heading.
   */
  description: Text;
}
/**
 * The second list of the panel: five popular cities, or five popular fields of study.
 */
export interface DestinationPlaces {
  /**
   * cities for popular cities, fields for popular fields of study.
   */
  kind: "cities" | "fields";
  /**
   * Exactly five cities or fields.
   *
   * @minItems 5
   * @maxItems 5
   */
  items: [Place, Place, Place, Place, Place];
}
export interface Place {
  /**
   * The city or field.
   */
  name: Text;
  /**
   * What it is known for, in a few words.
   */
  focus: Text;
}
/**
 * A popular course area: overview, seven specializations, seven careers with salary ranges and seven skills.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "CoursePage".
 */
export interface CoursePage {
  path: RoutePath;
  /**
   * The template that draws this page.
   */
  template: "course";
  status?: PageStatus;
  /**
   * The page's main heading, also used in the browser tab and in links to this page.
   */
  title: Text;
  /**
   * One or two sentences summing up the page, shown by search engines and on cards that link here.
   */
  description: Text;
  /**
   * A line under the title.
   */
  subtitle: Text;
  /**
   * Optional: the picture at the top of the page, beside its title, with what it shows: a photo or an SVG drawing in public/images/. Without one, the site's pattern is shown.
   */
  hero?: Image;
  /**
   * The Overview section, what studying this area involves, one paragraph per item: a few short paragraphs read more easily than one long one.
   *
   * @minItems 1
   */
  overview: [Text, ...Text[]];
  /**
   * Exactly seven key specializations.
   *
   * @minItems 7
   * @maxItems 7
   */
  specializations: [
    Specialization,
    Specialization,
    Specialization,
    Specialization,
    Specialization,
    Specialization,
    Specialization
  ];
  /**
   * Exactly seven career opportunities, each with a yearly salary range.
   *
   * @minItems 7
   * @maxItems 7
   */
  careers: [Career, Career, Career, Career, Career, Career, Career];
  /**
   * Exactly seven skills a student develops.
   *
   * @minItems 7
   * @maxItems 7
   */
  skills: [Text, Text, Text, Text, Text, Text, Text];
}
export interface Specialization {
  /**
   * The specialization.
   */
  name: Text;
  /**
   * One sentence about it.
   */
  description: Text;
}
export interface Career {
  /**
   * The job.
   */
  title: Text;
  /**
   * The lower end of the yearly salary, in whole dollars, without commas.
   */
  salaryMin: number;
  /**
   * The upper end of the yearly salary, in whole dollars, without commas.
   */
  salaryMax: number;
  /**
   * Which dollars the salary is in.
   */
  currency: "AUD" | "USD" | "NZD" | "CAD";
}
/**
 * A blog article. Its path must start with /blog/. The blog list and the home page show articles in the order they appear in the manifest.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ArticlePage".
 */
export interface ArticlePage {
  path: RoutePath;
  /**
   * The template that draws this page.
   */
  template: "article";
  status?: PageStatus;
  /**
   * The page's main heading, also used in the browser tab and in links to this page.
   */
  title: Text;
  /**
   * One or two sentences summing up the page, shown by search engines and on cards that link here.
   */
  description: Text;
  /**
   * The id of one of the blog categories in settings.blogCategories, for example visa.
   */
  category: string;
  /**
   * About how many minutes the article takes to read.
   */
  readTime: number;
  icon: Icon;
  /**
   * Optional: the article's picture, shown at its top and on the cards that link to it, with what it shows. Without one, its category's icon on the site's pattern is shown.
   */
  cover?: Image;
  /**
   * The publication date, as YYYY-MM-DD.
   */
  published: string;
  /**
   * The article itself, as simple HTML with <h2> headings and <p> paragraphs.
   */
  body: RichText;
}
/**
 * A service page: an introduction followed by sections of text and bullet points.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ServicePage".
 */
export interface ServicePage {
  path: RoutePath;
  /**
   * The template that draws this page.
   */
  template: "service";
  status?: PageStatus;
  /**
   * The page's main heading, also used in the browser tab and in links to this page.
   */
  title: Text;
  /**
   * One or two sentences summing up the page, shown by search engines and on cards that link here.
   */
  description: Text;
  /**
   * Which group of services this belongs to.
   */
  category: "education" | "travel" | "work";
  /**
   * The icon of the cards that link to this service (the services list, related pages). Without one, cards show the icon of its kind of page.
   */
  icon?: Icon;
  /**
   * The destination page of the country this service, if it is for one country, is for, for example /destinations/australia. The end of the page then links to that page and to the country's other visas, and the destination page links back here.
   */
  destination?: RouteLink;
  /**
   * The opening paragraph under the title.
   */
  intro: Text;
  /**
   * The page's sections, in order.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]];
}
/**
 * A part of a page with a heading, an optional paragraph and an optional bulleted list.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Section".
 */
export interface Section {
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A paragraph under the heading.
   */
  text?: Text;
  /**
   * Bullet points.
   *
   * @minItems 1
   */
  items?: [Text, ...Text[]];
  /**
   * How the bullet points are shown: list, each point with a tick (the default); steps, numbered, for what happens in order; cards, each point a card of its own, for what a service offers; table, rows of a name and its detail, for points written "Name: detail" such as fees or processing times.
   */
  layout?: "list" | "steps" | "cards" | "table";
}
/**
 * A test preparation page (PTE, IELTS, TOEFL, GRE, Duolingo): key figures, the parts of the test, scores and sections of advice.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "TestPrepPage".
 */
export interface TestPrepPage {
  path: RoutePath;
  /**
   * The template that draws this page.
   */
  template: "test-prep";
  status?: PageStatus;
  /**
   * The page's main heading, also used in the browser tab and in links to this page.
   */
  title: Text;
  /**
   * One or two sentences summing up the page, shown by search engines and on cards that link here.
   */
  description: Text;
  /**
   * The icon of the cards that link to this test (the services list, related pages). Without one, cards show the icon of its kind of page.
   */
  icon?: Icon;
  /**
   * The opening paragraph under the title.
   */
  intro: Text;
  /**
   * Key figures about the test, such as its fee or how soon results arrive.
   *
   * @minItems 1
   * @maxItems 6
   */
  stats:
    | [Stat]
    | [Stat, Stat]
    | [Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat, Stat]
    | [Stat, Stat, Stat, Stat, Stat, Stat];
  /**
   * The parts of the test, in the order they are taken.
   *
   * @minItems 1
   */
  parts: [TestPart, ...TestPart[]];
  /**
   * Scores or bands and what they mean, highest first.
   */
  scores?: TestScore[];
  /**
   * Further sections of advice, in order.
   */
  sections?: Section[];
}
export interface TestPart {
  /**
   * The part, for example Listening.
   */
  name: Text;
  /**
   * How long it takes, for example 30 minutes.
   */
  duration: Text;
  /**
   * What it contains, for example 40 questions.
   */
  detail: Text;
}
export interface TestScore {
  /**
   * The score or band, for example 6.5.
   */
  score: string;
  /**
   * What the score means or what it opens.
   */
  meaning: Text;
}
/**
 * A page built from blocks (home, about, customer stories, partners, landing pages): its sections are the blocks, in the order listed.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "BlockPage".
 */
export interface BlockPage {
  path: RoutePath;
  /**
   * The template that draws this page.
   */
  template: "page";
  status?: PageStatus;
  /**
   * The page's main heading, also used in the browser tab and in links to this page.
   */
  title: Text;
  /**
   * One or two sentences summing up the page, shown by search engines and on cards that link here.
   */
  description: Text;
  /**
   * Whether the page ends with an invitation to book a free consultation, in the interface words cta.page.heading and cta.page.text. Without this field it does; false leaves it out.
   */
  cta?: boolean;
  /**
   * The sections of the page, top to bottom. The value of "type" decides each block's fields.
   *
   * @minItems 1
   */
  blocks: [Block, ...Block[]];
}
/**
 * The large opening section of a page: title, text, buttons and key figures.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "HeroBlock".
 */
export interface HeroBlock {
  /**
   * The kind of block.
   */
  type: "hero";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * The paragraph under the heading.
   */
  text: Text;
  /**
   * One or two buttons; the first is the main one.
   *
   * @minItems 1
   * @maxItems 2
   */
  actions: [Action] | [Action, Action];
  /**
   * Key figures shown as tiles under the buttons.
   */
  stats?: Stat[];
}
/**
 * A button or link: its caption and where it goes.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Action".
 */
export interface Action {
  /**
   * The caption shown on the button.
   */
  label: Text;
  href: Href;
}
/**
 * The consultancy's mission and vision.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "AboutBlock".
 */
export interface AboutBlock {
  /**
   * The kind of block.
   */
  type: "about";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * The mission statement.
   */
  mission: Text;
  /**
   * The vision statement.
   */
  vision: Text;
}
/**
 * The seven values of the consultancy.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ValuesBlock".
 */
export interface ValuesBlock {
  /**
   * The kind of block.
   */
  type: "values";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * Exactly seven values.
   *
   * @minItems 7
   * @maxItems 7
   */
  items: [Card, Card, Card, Card, Card, Card, Card];
}
/**
 * Six reasons to choose the consultancy.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "BenefitsBlock".
 */
export interface BenefitsBlock {
  /**
   * The kind of block.
   */
  type: "benefits";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * Exactly six benefits.
   *
   * @minItems 6
   * @maxItems 6
   */
  items: [Card, Card, Card, Card, Card, Card];
}
/**
 * The five steps from first contact to departure. Steps are numbered in the order listed.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ProcessBlock".
 */
export interface ProcessBlock {
  /**
   * The kind of block.
   */
  type: "process";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * Exactly five steps, in order.
   *
   * @minItems 5
   * @maxItems 5
   */
  steps: [Card, Card, Card, Card, Card];
}
/**
 * Picture tiles linking to destination pages.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "DestinationsBlock".
 */
export interface DestinationsBlock {
  /**
   * The kind of block.
   */
  type: "destinations";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * One tile per destination, in order.
   *
   * @minItems 1
   */
  tiles: [DestinationTile, ...DestinationTile[]];
}
export interface DestinationTile {
  path: RouteLink;
  /**
   * The destination's name on the tile.
   */
  label: Text;
  image: Image;
}
/**
 * A picture and its description for people who cannot see it.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "Image".
 */
export interface Image {
  src: PicturePath;
  /**
   * What the picture shows, in both languages, for screen readers and search engines.
   */
  alt: Text;
}
/**
 * Partner institutions: a grid of logos, detailed partner cards, or both, with an optional picture.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "PartnersBlock".
 */
export interface PartnersBlock {
  /**
   * The kind of block.
   */
  type: "partners";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * Logos of partner institutions, each linking to its website.
   *
   * @minItems 1
   */
  logos?: [PartnerLogo, ...PartnerLogo[]];
  /**
   * Exactly seven partner cards.
   *
   * @minItems 7
   * @maxItems 7
   */
  cards?: [PartnerCard, PartnerCard, PartnerCard, PartnerCard, PartnerCard, PartnerCard, PartnerCard];
  /**
   * A picture shown beside the partners, such as partner universities.
   */
  image?: Image;
  /**
   * Optional page with every partner, usually /partners, linked under the section.
   */
  viewAll?: RouteLink;
}
export interface PartnerLogo {
  /**
   * The institution's own name.
   */
  name: string;
  /**
   * Optional: the institution's own logo file in public/images/, as it gave it to you. Without one, its name is shown, typeset.
   */
  logo?: PicturePath;
  url: Href;
}
export interface PartnerCard {
  /**
   * The partner's own name.
   */
  name: string;
  /**
   * What the partnership offers students.
   */
  description: Text;
  /**
   * Optional: the partner's own logo file in public/images/, as it gave it to you. Without one, its name is shown, typeset.
   */
  logo?: PicturePath;
  /**
   * education for schools and universities, testing for test providers.
   */
  category: "education" | "testing";
}
/**
 * A row of key figures.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "StatsBlock".
 */
export interface StatsBlock {
  /**
   * The kind of block.
   */
  type: "stats";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * An optional heading above the figures.
   */
  heading?: Text;
  /**
   * The figures, in order.
   *
   * @minItems 1
   */
  items: [Stat, ...Stat[]];
}
/**
 * The newest articles of the blog, with a link to all of them.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "BlogTeaserBlock".
 */
export interface BlogTeaserBlock {
  /**
   * The kind of block.
   */
  type: "blog-teaser";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * How many articles to show, the most recently published first.
   */
  count: number;
  /**
   * The page listing every article, usually /blog.
   */
  viewAll: RouteLink;
}
/**
 * The blog's articles, a page at a time, with a link to each category's own page. Only one page of the site may have it: it makes the pages /blog/page/2… and /blog/category/ID (for a list on /blog) by itself.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "BlogListBlock".
 */
export interface BlogListBlock {
  /**
   * The kind of block.
   */
  type: "blog-list";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * How many articles each page of the list shows, from 2 to 48; the next ones are on /blog/page/2 and after. Without it, 12: twelve cards fill whole rows of two, three or four, so a full page ends without a half-empty row on a phone, a tablet or a wide screen.
   */
  perPage?: number;
}
/**
 * A questionnaire that recommends a visa or a service. The first rule whose conditions all match the answers gives the recommendation; the last rule should have no conditions so that every answer gets one. npm run validate warns about a question whose answer never changes the recommendation, and about a reason (or the recommended visa page's requirements) quoting ages or a sum in ₮ that does not hold for every visitor the rule leads there.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "VisaFinderBlock".
 */
export interface VisaFinderBlock {
  /**
   * The kind of block.
   */
  type: "visa-finder";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * The questions, in order.
   *
   * @minItems 1
   */
  questions: [FinderQuestion, ...FinderQuestion[]];
  /**
   * Recommendation rules, tried from first to last.
   *
   * @minItems 1
   */
  rules: [FinderRule, ...FinderRule[]];
}
export interface FinderQuestion {
  /**
   * A short name for the question that rules refer to, for example age.
   */
  id: string;
  /**
   * The question as visitors read it.
   */
  label: Text;
  /**
   * The answers to choose from.
   *
   * @minItems 2
   */
  options: [FinderOption, FinderOption, ...FinderOption[]];
}
export interface FinderOption {
  /**
   * A short name for the answer that rules refer to, for example 18-25.
   */
  value: string;
  /**
   * The answer as visitors read it.
   */
  label: Text;
  /**
   * Optional small print under the answer, for example the amount a band of money stands for.
   */
  hint?: Text;
}
export interface FinderRule {
  /**
   * Conditions: for each question id, the answers that match. Leave it empty ({}) to match every answer.
   */
  when: {
    /**
     * @minItems 1
     */
    [k: string]: [string, ...string[]];
  };
  /**
   * The page to recommend: a visa, service or test preparation page.
   */
  recommend: RouteLink;
  /**
   * Why this page fits these answers. It is shown to every visitor the rule is the first to fit, so whatever it says of their age or budget must hold for all of them.
   */
  reason: Text;
}
/**
 * Groups of services, each listing links to service pages.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "ServicesBlock".
 */
export interface ServicesBlock {
  /**
   * The kind of block.
   */
  type: "services";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * true shows each group as one card listing its pages by title, which keeps a long list short (as on the home page); without it, every page has a card of its own with its icon and description.
   */
  compact?: boolean;
  /**
   * The groups, for example education, travel, work and test preparation.
   *
   * @minItems 1
   */
  groups: [ServiceGroup, ...ServiceGroup[]];
}
export interface ServiceGroup {
  /**
   * The group's name.
   */
  heading: Text;
  icon: Icon;
  /**
   * The pages in this group; each shows with its title and description.
   *
   * @minItems 1
   */
  paths: [RouteLink, ...RouteLink[]];
}
/**
 * The five team members with their position and, optionally, their photo.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "TeamBlock".
 */
export interface TeamBlock {
  /**
   * The kind of block.
   */
  type: "team";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * Exactly five team members.
   *
   * @minItems 5
   * @maxItems 5
   */
  members: [TeamMember, TeamMember, TeamMember, TeamMember, TeamMember];
}
export interface TeamMember {
  /**
   * The person's name.
   */
  name: Text;
  /**
   * Their role.
   */
  position: Text;
  /**
   * Optional: a real photo of them in public/images/ and what it shows. Without one, the card shows the first letter of their given name in a coloured circle.
   */
  photo?: Image;
}
/**
 * Six customer stories with star ratings.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "TestimonialsBlock".
 */
export interface TestimonialsBlock {
  /**
   * The kind of block.
   */
  type: "testimonials";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * Exactly six stories.
   *
   * @minItems 6
   * @maxItems 6
   */
  items: [Testimonial, Testimonial, Testimonial, Testimonial, Testimonial, Testimonial];
}
export interface Testimonial {
  /**
   * The customer's name.
   */
  name: Text;
  /**
   * The customer's age.
   */
  age: number;
  /**
   * The visa they received.
   */
  visa: Text;
  /**
   * Their university, city or purpose of travel.
   */
  place: Text;
  /**
   * Their story in their own words.
   */
  story: Text;
  /**
   * Stars given, from 1 to 5.
   */
  rating: number;
  /**
   * Optional: a photo of the customer, given with their permission, in public/images/, and what it shows. Without one, the story shows the first letter of their given name in a coloured circle.
   */
  photo?: Image;
}
/**
 * Milestone cards from the consultancy's history, such as the year it was founded.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "JourneyBlock".
 */
export interface JourneyBlock {
  /**
   * The kind of block.
   */
  type: "journey";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * The section's heading.
   */
  heading: Text;
  /**
   * A sentence or two under the heading.
   */
  intro?: Text;
  /**
   * The milestones, in order.
   *
   * @minItems 1
   */
  cards: [Stat, ...Stat[]];
}
/**
 * A section of formatted text.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "RichTextBlock".
 */
export interface RichTextBlock {
  /**
   * The kind of block.
   */
  type: "rich-text";
  /**
   * Optional name of this section, so that a link ending in #name scrolls to it.
   */
  anchor?: string;
  /**
   * An optional heading above the text.
   */
  heading?: Text;
  /**
   * The text, as simple HTML.
   */
  body: RichText;
}
/**
 * One logo file per language, since the name is written in each language.
 *
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "LogoFiles".
 */
export interface LogoFiles {
  /**
   * The logo with the Mongolian name.
   */
  mn: AssetPath;
  /**
   * The logo with the English name.
   */
  en: AssetPath;
}
/**
 * This interface was referenced by `SiteManifest`'s JSON-Schema
 * via the `definition` "RichText".
 */
export interface RichText {
  /**
   * The Mongolian text, as simple HTML.
   */
  mn: string;
  /**
   * The English text, as simple HTML.
   */
  en: string;
}
