// Each icon from its own module: the whole set is 1,900 modules, which a page's drawing need not load.
import Award from "lucide-react/icons/award";
import BookOpen from "lucide-react/icons/book-open";
import Briefcase from "lucide-react/icons/briefcase";
import Building2 from "lucide-react/icons/building-2";
import Calendar from "lucide-react/icons/calendar";
import ChartColumn from "lucide-react/icons/chart-column";
import CircleCheck from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import Compass from "lucide-react/icons/compass";
import FileText from "lucide-react/icons/file-text";
import Globe from "lucide-react/icons/globe";
import GraduationCap from "lucide-react/icons/graduation-cap";
import Heart from "lucide-react/icons/heart";
import House from "lucide-react/icons/house";
import Languages from "lucide-react/icons/languages";
import Leaf from "lucide-react/icons/leaf";
import MapIcon from "lucide-react/icons/map";
import Banknote from "lucide-react/icons/banknote";
import Mountain from "lucide-react/icons/mountain";
import BookUser from "lucide-react/icons/book-user";
import Phone from "lucide-react/icons/phone";
import Plane from "lucide-react/icons/plane";
import ShieldCheck from "lucide-react/icons/shield-check";
import Star from "lucide-react/icons/star";
import Target from "lucide-react/icons/target";
import Users from "lucide-react/icons/users";
import type { LucideIcon } from "lucide-react";
import type { Icon as IconName } from "../generated/manifest";
import { Glyph } from "./glyph";

const icons: Record<IconName, LucideIcon> = {
  academic: GraduationCap,
  award: Award,
  book: BookOpen,
  briefcase: Briefcase,
  building: Building2,
  calendar: Calendar,
  chart: ChartColumn,
  check: CircleCheck,
  clock: Clock,
  compass: Compass,
  document: FileText,
  globe: Globe,
  heart: Heart,
  home: House,
  language: Languages,
  leaf: Leaf,
  map: MapIcon,
  money: Banknote,
  mountain: Mountain,
  passport: BookUser,
  phone: Phone,
  plane: Plane,
  shield: ShieldCheck,
  star: Star,
  target: Target,
  users: Users,
};

/** A decorative icon from the manifest's icon names; the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  // The name is the manifest's: the editor's preview draws it before it is validated.
  if (!Object.hasOwn(icons, name)) return null;
  return <Glyph icon={icons[name]} size={size} aria-hidden="true" focusable="false" />;
}
