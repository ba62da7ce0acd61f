import styles from './card.module.css';
import visuallyHiddenStyles from './visually-hidden.module.css';

/**
 * A placeholder of fixed size, so late data never shifts the layout. With a label, screen
 * readers hear what is loading; the shimmer itself is hidden from them.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  label,
}: {
  width?: string;
  height?: string;
  label?: string;
}) {
  return (
    <>
      <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />
      {label ? <span className={visuallyHiddenStyles.visuallyHidden}>{label}</span> : null}
    </>
  );
}
