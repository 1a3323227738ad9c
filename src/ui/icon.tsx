import {
  Award, BookOpen, Briefcase, Building2, Calendar, ChartColumn, CircleCheck, Clock, Compass, FileText, Globe,
  GraduationCap, Heart, House, Languages, Leaf, Map, Banknote, Mountain, BookUser, Phone, Plane, ShieldCheck, Star,
  Target, Users, type LucideIcon,
} from "lucide-react";
import type { Icon as IconName } from "../generated/manifest";

const icons: Record<IconName, LucideIcon> = {
  academic: GraduationCap, award: Award, book: BookOpen, briefcase: Briefcase, building: Building2, calendar: Calendar,
  chart: ChartColumn, check: CircleCheck, clock: Clock, compass: Compass, document: FileText, globe: Globe, heart: Heart,
  home: House, language: Languages, leaf: Leaf, map: Map, money: Banknote, mountain: Mountain, passport: BookUser,
  phone: Phone, plane: Plane, shield: ShieldCheck, star: Star, target: Target, users: Users,
};

/** A decorative icon from the manifest's icon names; the text beside it carries the meaning. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Glyph = icons[name];
  return <Glyph size={size} aria-hidden="true" focusable="false" />;
}
