// An accessible On/Off switch (role="switch", aria-checked); its name comes from a <label> or aria-label.
import styles from './switch.module.css'

export interface SwitchProps {
  id?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
}

export function Switch({ checked, onCheckedChange, ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={styles.switch}
      onClick={() => onCheckedChange(!checked)}
      {...rest}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  )
}
