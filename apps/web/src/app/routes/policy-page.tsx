// TEMPORARY scaffold: replaced by the policy pages.
export function PolicyRoute({ slug }: { slug: string }) {
  return <div className="container-page py-10">{slug}</div>;
}
