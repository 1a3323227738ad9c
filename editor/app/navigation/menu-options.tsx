import type { MenuName } from "../api";
import { useLang } from "../lang";

/** A menu as an author reads it: its label, after the header's drop-down menu it is in. */
export function menuCaption(menu: MenuName, lang: "mn" | "en"): string {
  return menu.within ? `${menu.within[lang]} › ${menu.label[lang]}` : menu.label[lang];
}

/** The menus a page can be listed in, as options named by their labels in the interface language. */
export function MenuOptions({ menus }: { menus: MenuName[] }) {
  const { lang } = useLang();
  return menus.map((m) => (
    <option key={m.name} value={m.name}>
      {menuCaption(m, lang)}
    </option>
  ));
}
