import { useState } from "react";
import type { ErrorSchema } from "@rjsf/utils";
import { useWords, type UiLang } from "../lang";
import { groupOf, interfaceGroups } from "./interface-groups";
import { formWords } from "./words";

type Texts = Record<string, Partial<Record<UiLang, string>>>;
const langs: UiLang[] = ["mn", "en"];

interface Props {
  value: unknown;
  errors: ErrorSchema;
  onChange: (value: unknown, field?: string) => void;
}

const messagesAt = (errors: ErrorSchema, ...keys: string[]): string[] => {
  let node: unknown = errors;
  for (const key of keys) node = (node as Record<string, unknown> | undefined)?.[key];
  const found = (node as { __errors?: string[] } | undefined)?.__errors;
  return Array.isArray(found) ? found : [];
};

/**
 * The site's interface words, one row per key: the key as a small label (the templates look the
 * words up by it, so it is not edited), the Mongolian and English words side by side.
 */
export function InterfaceWords({ value, errors, onChange }: Props) {
  const w = useWords(formWords);
  const g = useWords(interfaceGroups);
  const [query, setQuery] = useState("");
  const texts = (typeof value === "object" && value !== null ? value : {}) as Texts;
  const keys = Object.keys(texts);
  const q = query.trim().toLowerCase();
  const shown = q
    ? keys.filter((k) => [k, texts[k]?.mn ?? "", texts[k]?.en ?? ""].some((t) => t.toLowerCase().includes(q)))
    : keys;
  // Grouped by where on the site the words appear, in the order the groups first come in the file.
  const groups = new Map<ReturnType<typeof groupOf>, string[]>();
  for (const key of shown) groups.set(groupOf(key), [...(groups.get(groupOf(key)) ?? []), key]);
  const set = (key: string, lang: UiLang, text: string) =>
    onChange({ ...texts, [key]: { ...texts[key], [lang]: text } }, `root_${key}_${lang}`);
  return (
    <div className="interface-words">
      <p className="description">{w.interfaceIntro}</p>
      <div className="interface-search">
        <label htmlFor="interface-search">{w.search}</label>
        <input
          id="interface-search"
          type="search"
          placeholder={w.searchHint}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <span role="status">{w.shown(shown.length, keys.length)}</span>
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">{w.key}</th>
            {langs.map((l) => (
              <th key={l} scope="col">
                {w[l]}
              </th>
            ))}
          </tr>
        </thead>
        {[...groups].map(([group, inGroup]) => (
          <tbody key={group}>
            <tr className="interface-group">
              <th scope="colgroup" colSpan={3}>
                {g[group]}
              </th>
            </tr>
            {inGroup.map((key) => (
              <tr key={key}>
                <th scope="row">
                  <span className="interface-key" id={`key-${key}`}>
                    {key}
                  </span>
                  {messagesAt(errors, key).map((m) => (
                    <p key={m} className="error">
                      {m}
                    </p>
                  ))}
                </th>
                {langs.map((l) => (
                  <td key={l}>
                    <textarea
                      id={`root_${key}_${l}`}
                      className="form-control"
                      rows={1}
                      aria-label={`${key}: ${w[l]}`}
                      value={texts[key]?.[l] ?? ""}
                      onChange={(e) => set(key, l, e.target.value)}
                    />
                    {messagesAt(errors, key, l).map((m) => (
                      <p key={m} className="error">
                        {m}
                      </p>
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {!shown.length && <p>{w.noMatch}</p>}
    </div>
  );
}
