export default function Page() {
  return <main>placeholder: case</main>;
}
