export function loader() {
  return { greeting: "hello" };
}

export default function Hello({ loaderData }: { loaderData: { greeting: string } }) {
  return <h1>{loaderData.greeting}</h1>;
}
