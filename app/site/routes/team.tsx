export default function Page() {
  return <main>placeholder: team</main>;
}
