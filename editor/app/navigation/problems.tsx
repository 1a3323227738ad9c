import { useNav } from "./context";

/** The validator's messages about these places: `exact` ones, and everything `under` others. */
export function PlaceProblems({ exact = [], under = [] }: { exact?: string[]; under?: string[] }) {
  const { problems } = useNav();
  const here = problems.filter(
    (p) =>
      exact.includes(p.pointer) || under.some((prefix) => p.pointer === prefix || p.pointer.startsWith(prefix + "/")),
  );
  if (!here.length) return null;
  return (
    <ul className="nav-problems">
      {here.map((p, i) => (
        <li key={i} className={p.severity}>
          {p.message}
          {p.hint ? ` (${p.hint})` : ""}
        </li>
      ))}
    </ul>
  );
}
