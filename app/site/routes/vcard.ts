export function loader() {
  return new Response('placeholder', { status: 404 });
}
