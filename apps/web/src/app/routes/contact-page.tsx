// TEMPORARY scaffold: replaced by the page's real implementation.
export function ContactPage() {
  return <div className="container-page py-10">ContactPage</div>;
}
