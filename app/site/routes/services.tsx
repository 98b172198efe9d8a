export default function Page() {
  return <main>placeholder: services</main>;
}
