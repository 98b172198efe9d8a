export default function Page() {
  return <main>placeholder: team-detail</main>;
}
