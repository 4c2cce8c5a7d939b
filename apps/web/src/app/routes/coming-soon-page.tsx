// TEMPORARY scaffold: replaced by the page's real implementation.
export function ComingSoonPage() {
  return <div className="container-page py-10">ComingSoonPage</div>;
}
