import { useState, type KeyboardEvent } from "react";
import { InlineConfirm } from "../inline-confirm";
import { useWords } from "../lang";
import { useNav } from "./context";
import { removeItem, type ItemAt } from "./tree-ops";
import { navigationWords } from "./words";

/** The ✎ button of a menu, a column or a link: opens and closes its text boxes. */
export function EditToggle({
  name,
  editing,
  onToggle,
  onKeyDown,
}: {
  name: string;
  editing: boolean;
  onToggle: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const t = useWords(navigationWords);
  return (
    <button
      type="button"
      data-control="edit"
      onKeyDown={onKeyDown}
      aria-expanded={editing}
      aria-label={t.edit(name)}
      title={t.edit(name)}
      onClick={onToggle}
    >
      ✎
    </button>
  );
}

/**
 * The ✕ button of a menu, a column or a link: removes it, after asking in place when it holds
 * links (`links`, their number), and says so to a screen reader.
 */
export function RemoveButton({ name, at, links = 0 }: { name: string; at: ItemAt; links?: number }) {
  const t = useWords(navigationWords);
  const { nav, change, announce } = useNav();
  const [asking, setAsking] = useState(false);
  const remove = () => {
    change(removeItem(nav, at));
    announce(t.removed(name));
  };
  return (
    <>
      <button
        type="button"
        className="nav-remove"
        aria-label={t.remove(name)}
        title={t.remove(name)}
        aria-expanded={links ? asking : undefined}
        onClick={() => (links ? setAsking(true) : remove())}
      >
        ✕
      </button>
      {asking && (
        <InlineConfirm
          label={t.remove(name)}
          question={t.confirmRemove(name, links)}
          action={t.remove(name)}
          onAction={remove}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
