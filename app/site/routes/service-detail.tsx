export default function Page() {
  return <main>placeholder: service-detail</main>;
}
