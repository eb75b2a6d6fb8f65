import {
  Baby,
  Bus,
  Globe,
  HandHeart,
  HeartPulse,
  Landmark,
  Leaf,
  Lightbulb,
  type LucideIcon,
  type LucideProps,
  Plane,
  Rocket,
  Satellite,
  Shield,
  Shirt,
  Sparkles,
  Users,
} from "lucide-react";
import type { CaseStudyIcon as IconName } from "~/content/case-studies";

const icons: Record<IconName, LucideIcon> = {
  Baby,
  Bus,
  Globe,
  HandHeart,
  HeartPulse,
  Landmark,
  Leaf,
  Lightbulb,
  Plane,
  Rocket,
  Satellite,
  Shield,
  Shirt,
  Sparkles,
  Users,
};

/** The lucide icon a case study names; decorative. */
export function CaseStudyIcon({ name, ...props }: LucideProps & { name: IconName }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" {...props} />;
}
