import type { WidgetProps } from "@rjsf/utils";
import { isPicturePath } from "../../src/validate/pictures";

/** What the widgets choose from: the declared pages and the files in public/. */
export interface Choices {
  paths: string[];
  assets: string[];
}

const choicesOf = (props: WidgetProps) => props.registry.formContext as Choices;

/** A page of this site, picked from the declared paths. */
function RouteWidget(props: WidgetProps) {
  const { paths } = choicesOf(props);
  const value = typeof props.value === "string" ? props.value : "";
  const options = value && !paths.includes(value) ? [value, ...paths] : paths;
  return (
    <select
      id={props.id}
      value={value}
      required={props.required}
      onChange={(e) => props.onChange(e.target.value || undefined)}
    >
      {!value && <option value="" />}
      {options.map((p) => (
        <option key={p} value={p}>
          {p}
        </option>
      ))}
    </select>
  );
}

/** A page of this site (suggested) or any web address. */
function LinkWidget(props: WidgetProps) {
  const { paths } = choicesOf(props);
  return (
    <>
      <input
        id={props.id}
        list={`${props.id}-pages`}
        value={typeof props.value === "string" ? props.value : ""}
        required={props.required}
        onChange={(e) => props.onChange(e.target.value || undefined)}
      />
      <datalist id={`${props.id}-pages`}>
        {paths.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
    </>
  );
}

/** A file of public/ (or of the files `only` keeps), with a look at it when it is a picture. */
function AssetWidget(props: WidgetProps & { only?: (path: string) => boolean }) {
  const { only = () => true, ...rest } = props;
  const assets = choicesOf(rest).assets.filter(only);
  const value = typeof props.value === "string" ? props.value : "";
  return (
    <span className="asset">
      <select
        id={props.id}
        value={value}
        required={props.required}
        onChange={(e) => props.onChange(e.target.value || undefined)}
      >
        {!assets.includes(value) && <option value={value}>{value}</option>}
        {assets.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
      {/\.(svg|png|jpe?g|webp|gif)$/i.test(value) && <img src={value} alt="" />}
    </span>
  );
}

/** Picked by the schema's "format": rjsf uses the widget named after it. */
export const widgets = {
  route: RouteWidget,
  link: LinkWidget,
  asset: AssetWidget,
  picture: (props: WidgetProps) => <AssetWidget {...props} only={isPicturePath} />,
};
