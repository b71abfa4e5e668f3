import type { ReactNode } from 'react';

/**
 * A sentence from domain/ ('Possible duplicate of {name} (same name)') with the name in it set in
 * `<bdi>`: a name written right to left, or one stored before names were cleaned, cannot reorder
 * the words around it. The sentence stays written once, in domain/.
 */
export function withIsolatedName(text: string, name: string): ReactNode {
  const at = name ? text.indexOf(name) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <bdi>{name}</bdi>
      {text.slice(at + name.length)}
    </>
  );
}
