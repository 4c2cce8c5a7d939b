// TEMPORARY scaffold: replaced by the page's real implementation.
export function LoginPage() {
  return <div className="container-page py-10">LoginPage</div>;
}
