import type { WidgetProps } from "@rjsf/utils";
import { isPicturePath } from "../../src/validate/pictures";
import { CategoryWidget } from "./pickers/category-widget";
import { DateWidget } from "./pickers/date-widget";
import { IconWidget } from "./pickers/icon-widget";
import { LinkWidget, RouteWidget } from "./pickers/page-widgets";
import { useChoices } from "./choices";
import { PictureWidget } from "./media/picture-field";

/** A file of public/ (or of the files `only` keeps), with a look at it when it is a picture. */
function AssetWidget(props: WidgetProps & { only?: (path: string) => boolean }) {
  const { only = () => true } = props;
  const assets = useChoices().assets.filter(only);
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
  icon: IconWidget,
  category: CategoryWidget,
  date: DateWidget,
  // A picture (or no file yet) is shown and picked from the picture library; another file from a list.
  asset: (props: WidgetProps) =>
    !props.value || isPicturePath(String(props.value)) ? <PictureWidget {...props} /> : <AssetWidget {...props} />,
  picture: PictureWidget,
};
