import type { MetaDescriptor } from "react-router";
import type { PageData } from "../manifest/page-data";
import { asTyped } from "../content/typography";
import { translate } from "../i18n/strings";
import { defaultLanguage, languages, localizePath, type Lang } from "../routes/table";

/** A page's own picture for shared links (src/share/): its URL from the site's root, size and type. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
}

/** Names the share image of a page, if one is drawn for it. */
export type ShareImageOf = (data: PageData) => ShareImage | undefined;

/** Open Graph's names of the site's languages. */
const ogLocale: Record<Lang, string> = { mn: "mn_MN", en: "en_US" };

const absolute = (base: string, path: string) => base + (path === "/" ? "/" : path);

/** Organization, with contact details and opening hours: search engines' card of the consultancy. */
function organization({ chrome }: PageData) {
  const { contact, baseUrl, siteName } = chrome;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteName,
    url: `${baseUrl}/`,
    email: contact.email,
    telephone: contact.phones[0],
    address: contact.address,
    sameAs: contact.social.map((s) => s.url),
    contactPoint: contact.phones.map((telephone) => ({
      "@type": "ContactPoint",
      telephone,
      contactType: "customer service",
      availableLanguage: ["mn", "en"],
    })),
    openingHoursSpecification: contact.hours.flatMap((h) => {
      if (!h.weekdays) return [];
      const [opens, closes] = h.time.split("-").map((t) => t.padStart(5, "0"));
      return [{ "@type": "OpeningHoursSpecification", dayOfWeek: h.weekdays, opens, closes }];
    }),
  };
}

function breadcrumbs(data: PageData, title: string, url: string) {
  const { baseUrl } = data.chrome;
  const items = [
    ...data.trail.map((t) => ({ name: t.title, item: absolute(baseUrl, localizePath(t.path, data.lang)) })),
    { name: title, item: url },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((it, i) => ({ "@type": "ListItem", position: i + 1, ...it })),
  };
}

/**
 * Everything in the head of one page: title, description, canonical, alternates, sharing cards,
 * JSON-LD. The sharing cards show the page's own share image, or else settings.shareImage.
 */
export function headOf(data: PageData, share?: ShareImage): MetaDescriptor[] {
  const { chrome, alternates, lang } = data;
  // A browser's tab, a search result and a sharing card do not break lines: their texts have the
  // hyphens the author typed, not the page's non-breaking ones (src/content/typography.ts).
  const page = data.page && {
    ...data.page,
    title: asTyped(data.page.title),
    description: asTyped(data.page.description),
  };
  if (!page || !alternates)
    return [
      { title: `${translate(chrome.strings, "notFound.title")} | ${chrome.siteName}` },
      { name: "robots", content: "noindex" },
    ];
  const title = page.path === "/" ? chrome.siteName : `${page.title} | ${chrome.siteName}`;
  const url = absolute(chrome.baseUrl, alternates[lang]);
  const image = share ? chrome.baseUrl + share.url : chrome.shareImage && chrome.baseUrl + chrome.shareImage;
  const other = languages.filter((l) => l !== lang);
  const head: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: absolute(chrome.baseUrl, alternates[l]),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absolute(chrome.baseUrl, alternates[defaultLanguage]),
    },
    { property: "og:type", content: page.template === "article" ? "article" : "website" },
    { property: "og:site_name", content: chrome.siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale[lang] },
    ...other.map((l) => ({ property: "og:locale:alternate", content: ogLocale[l] })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (image) head.push({ property: "og:image", content: image });
  if (share)
    head.push(
      { property: "og:image:type", content: share.type },
      { property: "og:image:width", content: String(share.width) },
      { property: "og:image:height", content: String(share.height) },
      { property: "og:image:alt", content: page.title },
    );
  if (image) head.push({ name: "twitter:image", content: image });
  if (share) head.push({ name: "twitter:image:alt", content: page.title });
  if (page.path === "/") head.push({ "script:ld+json": organization(data) });
  else head.push({ "script:ld+json": breadcrumbs(data, page.title, url) });
  if (page.template === "article")
    head.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: page.title,
        description: page.description,
        datePublished: page.published,
        inLanguage: lang,
        mainEntityOfPage: url,
        ...(image ? { image } : {}),
        publisher: { "@type": "Organization", name: chrome.siteName, url: `${chrome.baseUrl}/` },
      },
    });
  return head;
}
