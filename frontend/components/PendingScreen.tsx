/**
 * A screen whose route, guard and redirects are final but whose content a later issue builds
 * (see `issues`). It says so plainly rather than pretending.
 */
export function PendingScreen({ title }: { title: string }) {
  return (
    <div className="page py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted">This part of Parlo is being built and will be here soon.</p>
    </div>
  );
}
