/**
 * The lucide-react icons the story pages may name in content. Content holds
 * only the name; each page maps the names it uses to components, so a page
 * ships just its own icons.
 */
export const STORY_ICONS = [
  "BrainCircuit",
  "Building",
  "ChartNoAxesCombined",
  "Compass",
  "Ear",
  "Film",
  "Flag",
  "Globe",
  "GraduationCap",
  "Handshake",
  "HeartHandshake",
  "Layers",
  "LayoutDashboard",
  "Lightbulb",
  "Megaphone",
  "MessagesSquare",
  "Network",
  "PenTool",
  "PiggyBank",
  "Presentation",
  "Repeat",
  "Rocket",
  "Route",
  "Scale",
  "ShieldCheck",
  "Sparkles",
  "Target",
  "TrendingDown",
  "UserX",
  "Users",
  "Volume2",
  "Workflow",
  "Zap",
] as const;

export type StoryIcon = (typeof STORY_ICONS)[number];
