// TEMPORARY scaffold: replaced by the page's real implementation.
export function FaqPage() {
  return <div className="container-page py-10">FaqPage</div>;
}
