export default function Page() {
  return <main>placeholder: doc</main>;
}
