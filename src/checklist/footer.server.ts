// Every page's foot: the page's web address (a link, wrapped when long), the date of its
// information, and the page number on the right.
import { translate } from "../i18n/strings";
import { theme } from "../theme";
import type { ChecklistContent } from "./content";
import { measureText, Sheet, type TextStyle } from "./sheet.server";
import { ink } from "./style.server";

const { print } = theme;

/** Every page's foot: the page's web address (a link) and the date of its information, and the page number. */
export class Footer {
  readonly lines: string[];
  readonly height: number;

  constructor(
    private readonly content: ChecklistContent,
    private readonly style: TextStyle,
  ) {
    // Room for the widest page number this file could have ("Page 99 of 99").
    const number = this.number(99, 99);
    const measure = (text: string) => measureText(text, style);
    const width = print.page.width - 2 * print.margin.x - measure(number) - print.space.lg;
    this.lines = [...Sheet.wrap(content.url.replace(/^https?:\/\//, ""), width, measure), content.words.updated];
    this.height = print.space.sm + this.lines.length * style.size * style.lineHeight;
  }

  private number(n: number, total: number) {
    return translate({ page: this.content.words.page }, "page", { n, total }, this.content.lang);
  }

  draw(sheet: Sheet, index: number) {
    const page = sheet.pages[index];
    const line = sheet.lineHeight(this.style);
    const top = print.page.height - print.margin.bottom - this.lines.length * line;
    sheet.ruleAt(page, top - print.space.sm / 2, ink.border, print.rule.hair);
    this.lines.forEach((text, i) => sheet.drawText(text, sheet.left, top + i * line, this.style, page));
    const number = this.number(index + 1, sheet.pages.length);
    sheet.drawText(number, sheet.left + sheet.width - sheet.measure(number, this.style), top, this.style, page);
    // The address is a link to the page, on every line it takes.
    this.lines.slice(0, -1).forEach((text, i) => {
      sheet.link(this.content.url, sheet.left, top + i * line, sheet.measure(text, this.style), line, page);
    });
  }
}
