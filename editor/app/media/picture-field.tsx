import type { FieldProps, WidgetProps } from "@rjsf/utils";
import { useEffect, useRef, useState } from "react";
import { MessageList } from "../form/message-list";
import { messagesIn } from "../form/messages-in";
import { useLang, useWords } from "../lang";
import { useFolder } from "./context";
import type { Alt } from "./describe";
import { DropZone } from "./drop-zone";
import { mediaApi } from "./media-api";
import { PictureChooser, PicturePicker } from "./picture-picker";
import { mediaWords } from "./words";

type Image = { src?: string; alt?: Partial<Alt> };
const nameOf = (src: string) => src.split("/").pop() ?? src;

/** The schema's `image` type: a picture's path and what it shows in both languages. */
export function isImage(schema: unknown): boolean {
  const props = (schema as { properties?: Record<string, { format?: string; properties?: object }> })?.properties;
  return (
    !!props &&
    Object.keys(props).sort().join() === "alt,src" &&
    props.src?.format === "picture" &&
    Object.keys(props.alt?.properties ?? {})
      .sort()
      .join() === "en,mn"
  );
}

/** What the field shows of its picture: a small preview, or the words saying there is none. */
function Thumb({ src, alt }: { src?: string; alt: string }) {
  const words = useWords(mediaWords);
  return src ? (
    <img src={mediaApi.thumb(src)} alt={alt ? words.pictureOf(alt) : ""} width={180} height={120} />
  ) : (
    <p className="media-hint">{words.noPicture}</p>
  );
}

/**
 * An image field: the picture, what it shows in both languages (editable), and buttons to change
 * or remove it; a picture dropped on it or chosen from the library asks for its description first.
 */
export function ImageField(props: FieldProps) {
  const words = useWords(mediaWords);
  const { lang } = useLang();
  const folder = useFolder();
  const [picking, setPicking] = useState<{ src?: string }>();
  const value = (props.formData ?? {}) as Image;
  const id = props.fieldPathId.$id;
  // The dialog closed: the focus goes back to the field's button, which a new picture draws anew.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    document.getElementById(`${id}__choose`)?.focus();
  });
  const closed = () => {
    refocus.current = true;
    setPicking(undefined);
  };
  const change = (next: Image | undefined, part = "") =>
    props.onChange(next, props.fieldPathId.path, undefined, id + part);
  // A picture of the form's top level is a section of its own, which shows its name and help.
  const section = /^root_[^_]+$/.test(id);
  const title = section ? undefined : (props.schema.title ?? props.title ?? props.name);
  const messages = messagesIn(props.errorSchema);
  return (
    <fieldset className="picture-field-set" id={id}>
      {title && <legend>{title}</legend>}
      {!section && props.schema.description && <div className="description">{props.schema.description}</div>}
      {/* A new picture clears what was said about a refused file. */}
      <DropZone key={value.src} compact folder={folder} onUploaded={(src) => setPicking({ src })}>
        <div className={value.src ? "picture-field" : "picture-field empty"}>
          <Thumb src={value.src} alt={value.alt?.[lang] ?? ""} />
          <div>
            {value.src && <span className="media-name">{nameOf(value.src)}</span>}
            {value.src &&
              (["mn", "en"] as const).map((l) => (
                <label key={l} className="media-alt">
                  {l === "mn" ? words.altMn : words.altEn}
                  <textarea
                    id={`${id}_alt_${l}`}
                    lang={l}
                    rows={1}
                    value={value.alt?.[l] ?? ""}
                    onChange={(e) =>
                      change({ ...value, alt: { mn: "", en: "", ...value.alt, [l]: e.target.value } }, `_alt_${l}`)
                    }
                  />
                </label>
              ))}
            <div className="media-actions">
              <button
                type="button"
                id={`${id}__choose`}
                onClick={() => setPicking({})}
                disabled={props.disabled || props.readonly}
              >
                {value.src ? words.changePicture : words.choosePicture}
              </button>
              {value.src && !props.required && (
                <button type="button" onClick={() => change(undefined)} disabled={props.disabled || props.readonly}>
                  {words.remove}
                </button>
              )}
            </div>
          </div>
        </div>
      </DropZone>
      <MessageList messages={messages} />
      {picking && (
        <PicturePicker
          src={picking.src}
          onClose={closed}
          onPick={(picture) => {
            closed();
            change(picture);
          }}
        />
      )}
    </fieldset>
  );
}

/** A field naming a picture of public/ without a description (a logo, a partner's mark): its preview and buttons. */
export function PictureWidget(props: WidgetProps) {
  const words = useWords(mediaWords);
  const folder = useFolder();
  const [choosing, setChoosing] = useState(false);
  const src = typeof props.value === "string" && props.value ? props.value : undefined;
  return (
    <DropZone key={src} compact folder={folder} onUploaded={(added) => props.onChange(added)}>
      <div className={src ? "picture-field" : "picture-field empty"} id={props.id}>
        <Thumb src={src} alt={src ? nameOf(src) : ""} />
        <div>
          {src && <span className="media-name">{nameOf(src)}</span>}
          <div className="media-actions">
            <button type="button" onClick={() => setChoosing(true)} disabled={props.disabled || props.readonly}>
              {src ? words.changePicture : words.choosePicture}
            </button>
            {src && !props.required && (
              <button type="button" onClick={() => props.onChange(undefined)}>
                {words.remove}
              </button>
            )}
          </div>
        </div>
      </div>
      {choosing && (
        <PictureChooser
          onClose={() => setChoosing(false)}
          onChoose={(chosen) => {
            setChoosing(false);
            props.onChange(chosen);
          }}
        />
      )}
    </DropZone>
  );
}
