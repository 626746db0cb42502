// Placeholder: the cashbox and responsible-gambling issue (#5) fills this route in.
export default function Placeholder() {
  return null
}
