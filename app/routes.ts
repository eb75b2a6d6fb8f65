import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** The site map. Every static path is pre-rendered; dynamic ones get their paths from app/lib/site-map.ts. */
export default [
  index("routes/home.tsx"),
  route("capabilities", "routes/capabilities.tsx"),
  route("why-choose", "routes/redirect.tsx", { id: "redirect-why-choose" }),
  route("events", "routes/events.tsx"),
  route("experiences", "routes/experiences.tsx"),
  route("communications", "routes/communications.tsx"),
  route("approach", "routes/approach.tsx"),
  route("team", "routes/team.tsx"),
  route("team/member/:memberName", "routes/team-member.tsx"),
  route("impact", "routes/impact.tsx"),
  route("impact/:slug", "routes/case-study.tsx"),
  route("case-studies", "routes/redirect.tsx", { id: "redirect-case-studies" }),
  route("project-snapshots", "routes/project-snapshots.tsx"),
  route("client-roster", "routes/client-roster.tsx"),
  route("fortune-500", "routes/fortune-500.tsx"),
  route("government", "routes/government.tsx"),
  route("ngos-philanthropies", "routes/ngos-philanthropies.tsx"),
  route("contact", "routes/contact.tsx"),
  route("image-test", "routes/image-test.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
