import type { MenuName } from "../api";
import { useLang, useWords } from "../lang";
import { words } from "../words";

/** A menu as an author reads it: its label, after the header's drop-down menu it is in. */
export function menuCaption(menu: MenuName, lang: "mn" | "en"): string {
  return menu.within ? `${menu.within[lang]} › ${menu.label[lang]}` : menu.label[lang];
}

/**
 * The menus a page can be listed in, as options named by their labels in the interface language,
 * grouped by the part of the page they are in: a footer column's heading may read like a header's menu.
 */
export function MenuOptions({ menus }: { menus: MenuName[] }) {
  const { lang } = useLang();
  const w = useWords(words);
  return (["header", "footer"] as const).map((part) => {
    const inPart = menus.filter((m) => m.part === part);
    return (
      inPart.length > 0 && (
        <optgroup key={part} label={part === "header" ? w.headerMenus : w.footerMenus}>
          {inPart.map((m) => (
            <option key={m.name} value={m.name}>
              {menuCaption(m, lang)}
            </option>
          ))}
        </optgroup>
      )
    );
  });
}
