import { englishStringTranslator, TranslatableString } from "@rjsf/utils";
import type { UiLang } from "../lang";

/** The form library's own captions (item buttons, a choice's kind) in Mongolian. */
const mongolian: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: "Мөр",
  [TranslatableString.EmptyArray]: "Одоогоор хоосон. Доорх товчоор нэмнэ үү.",
  [TranslatableString.AddButton]: "Нэмэх",
  [TranslatableString.AddItemButton]: "Нэмэх",
  [TranslatableString.CopyButton]: "Хуулбарлах",
  [TranslatableString.MoveDownButton]: "Доош зөөх",
  [TranslatableString.MoveUpButton]: "Дээш зөөх",
  [TranslatableString.RemoveButton]: "Устгах",
  [TranslatableString.Type]: "Төрөл",
  [TranslatableString.Value]: "Утга",
  [TranslatableString.YesLabel]: "Тийм",
  [TranslatableString.NoLabel]: "Үгүй",
  [TranslatableString.OptionPrefix]: "Сонголт %1",
  [TranslatableString.KeyLabel]: "%1 — түлхүүр",
  [TranslatableString.ClearLabel]: "Арилгах",
  [TranslatableString.NowLabel]: "Одоо",
};

export const translatorFor =
  (lang: UiLang) =>
  (key: TranslatableString, params?: string[]): string => {
    const text = lang === "mn" ? mongolian[key] : undefined;
    if (!text) return englishStringTranslator(key, params);
    return (params ?? []).reduce((t, p, i) => t.replaceAll(`%${i + 1}`, p), text);
  };
