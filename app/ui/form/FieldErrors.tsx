/**
 * A field's error lines, in a slot that keeps its height. Its own module so that a form without
 * Conform (the ticket composer's file input) does not load Field and Conform's helpers with it.
 */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} className="min-h-5 text-sm text-red-700">
      {errors?.length ? errors.map((e) => <p key={e}>{e}</p>) : null}
    </div>
  );
}
