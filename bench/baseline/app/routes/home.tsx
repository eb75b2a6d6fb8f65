export const meta = () => [
  { title: "Baseline" },
  { name: "description", content: "React and React Router alone: one pre-rendered page." },
];

export default function Home() {
  return <h1>Baseline</h1>;
}
