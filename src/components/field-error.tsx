/**
 * The message line under a form field (decision 036). It is always there and as high as the longest
 * message the field can show, in this language at this width: the possible messages lie hidden in
 * the same grid cell. So a message coming or going never moves the fields and the button below it,
 * and a click already on its way to that button is never lost.
 */
export function FieldError({ id, possible, children }: { id: string; possible: readonly string[]; children?: string }) {
  return (
    <div className="field__error-slot">
      {possible.map((text) => (
        <span key={text} className="field__error field__error--sizer" aria-hidden="true">
          {text}
        </span>
      ))}
      <p className="field__error" id={id}>
        {children || null}
      </p>
    </div>
  );
}
