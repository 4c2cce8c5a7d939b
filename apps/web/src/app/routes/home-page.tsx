// TEMPORARY scaffold: replaced by the page's real implementation.
export function HomePage() {
  return <div className="container-page py-10">HomePage</div>;
}
