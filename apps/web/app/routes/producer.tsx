// Placeholder: the catalogue issue (#4) fills this route in.
export default function Placeholder() {
  return null
}
