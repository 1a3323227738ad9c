import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Bold,
  Columns2,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Pilcrow,
  Rows2,
  Table,
  TextQuote,
  Trash2,
  Unlink,
  type LucideIcon,
} from "lucide-react";
import type { KeyboardEvent } from "react";
import { useWords } from "../lang";
import { insertTable } from "./commands";
import { words } from "./words";

interface Button {
  name: keyof typeof words.en;
  icon: LucideIcon;
  /** As aria-keyshortcuts writes it; shown in the button's tooltip. */
  keys?: string;
  /** Whether the caret's text is already so (aria-pressed), for the buttons that toggle. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  /** Shown only when this holds (the table's own buttons, inside a table). */
  when?: (editor: Editor) => boolean;
  can?: (editor: Editor) => boolean;
}

const heading = (level: 2 | 3 | 4, icon: LucideIcon): Button => ({
  name: `heading${level}`,
  icon,
  keys: `Control+Alt+${level}`,
  active: (e) => e.isActive("heading", { level }),
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  // Not in a table: a cell holds paragraphs and lists (./extensions.ts).
  can: (e) => e.can().toggleHeading({ level }),
});
const inTable = (e: Editor) => e.isActive("table");

/** The toolbar's buttons in groups: what kind of block, emphasis, lists and quotes, links, pictures and tables. */
const groups = (openLink: () => void, openPicture: () => void): Button[][] => [
  [
    {
      name: "paragraph",
      icon: Pilcrow,
      keys: "Control+Alt+0",
      active: (e) => e.isActive("paragraph") && !e.isActive("bulletList") && !e.isActive("orderedList"),
      run: (e) => e.chain().focus().setParagraph().run(),
    },
    heading(2, Heading2),
    heading(3, Heading3),
    heading(4, Heading4),
  ],
  [
    {
      name: "bold",
      icon: Bold,
      keys: "Control+B",
      active: (e) => e.isActive("bold"),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      name: "italic",
      icon: Italic,
      keys: "Control+I",
      active: (e) => e.isActive("italic"),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
  ],
  [
    {
      name: "bulletList",
      icon: List,
      keys: "Control+Shift+8",
      active: (e) => e.isActive("bulletList"),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      name: "orderedList",
      icon: ListOrdered,
      keys: "Control+Shift+7",
      active: (e) => e.isActive("orderedList"),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      name: "quote",
      icon: TextQuote,
      keys: "Control+Shift+B",
      active: (e) => e.isActive("blockquote"),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
  ],
  [
    { name: "link", icon: Link, keys: "Control+K", active: (e) => e.isActive("link"), run: openLink },
    {
      name: "unlink",
      icon: Unlink,
      run: (e) => e.chain().focus().extendMarkRange("link").unsetLink().run(),
      when: (e) => e.isActive("link"),
    },
  ],
  [
    { name: "picture", icon: ImagePlus, run: openPicture },
    { name: "table", icon: Table, run: insertTable, can: (e) => !inTable(e) },
    { name: "addRow", icon: BetweenHorizontalEnd, run: (e) => e.chain().focus().addRowAfter().run(), when: inTable },
    {
      name: "addColumn",
      icon: BetweenVerticalEnd,
      run: (e) => e.chain().focus().addColumnAfter().run(),
      when: inTable,
    },
    { name: "deleteRow", icon: Rows2, run: (e) => e.chain().focus().deleteRow().run(), when: inTable },
    { name: "deleteColumn", icon: Columns2, run: (e) => e.chain().focus().deleteColumn().run(), when: inTable },
    { name: "deleteTable", icon: Trash2, run: (e) => e.chain().focus().deleteTable().run(), when: inTable },
  ],
];

/** "Control+Alt+2" as this computer writes it: ⌘⌥2 on a Mac. */
const shown = (keys: string) =>
  /Mac|iPhone|iPad/.test(navigator.platform)
    ? keys.replace("Control+", "⌘").replace("Alt+", "⌥")
    : keys.replace("Control", "Ctrl");

/**
 * The formatting toolbar: one button per thing a formatted text may hold, each named in the
 * interface language, pressed while the caret's text has it. Arrow keys move between its buttons
 * (one Tab stop for the whole toolbar).
 */
export function Toolbar({
  editor,
  label,
  onLink,
  onPicture,
}: {
  editor: Editor;
  label: string;
  onLink: () => void;
  /** Opens the picture library. */
  onPicture: () => void;
}) {
  const w = useWords(words);
  const all = groups(onLink, onPicture);
  // Redrawn when what the buttons show changes, not at every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      all.map((group) =>
        group.map((b) => ({
          visible: b.when?.(e) ?? true,
          pressed: b.active?.(e),
          enabled: b.can?.(e) ?? true,
        })),
      ),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    if (!(event.key in keys)) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const by = keys[event.key];
    const next = Number.isFinite(by)
      ? buttons[(at + by + buttons.length) % buttons.length]
      : buttons[by < 0 ? 0 : buttons.length - 1];
    event.preventDefault();
    for (const b of buttons) b.tabIndex = b === next ? 0 : -1;
    next?.focus();
  };
  // The first button one Tab reaches; arrow keys move on from it.
  const first = state?.flat().findIndex((s) => s.visible && s.enabled) ?? 0;
  let index = -1;
  return (
    <div role="toolbar" aria-label={label} className="rich-text-toolbar" onKeyDown={move}>
      {all.map((group, g) => (
        <div key={g} className="rich-text-group">
          {group.map((b, i) => {
            const s = state?.[g][i];
            index++;
            if (!s?.visible) return null;
            const name = w[b.name] as string;
            const Icon = b.icon;
            return (
              <button
                key={b.name}
                type="button"
                aria-label={name}
                title={b.keys ? `${name} (${w.shortcut(shown(b.keys))})` : name}
                aria-keyshortcuts={b.keys}
                aria-pressed={b.active ? !!s.pressed : undefined}
                disabled={!s.enabled}
                tabIndex={index === first ? 0 : -1}
                // The caret stays in the text while a button is clicked.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => b.run(editor)}
              >
                <Icon aria-hidden="true" size={18} strokeWidth={2} />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
