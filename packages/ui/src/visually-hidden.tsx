import styles from './visually-hidden.module.css';

/** The class of text read by screen readers and not shown (a caption, a count announced as it changes). */
export const visuallyHidden: string = styles.visuallyHidden ?? '';
