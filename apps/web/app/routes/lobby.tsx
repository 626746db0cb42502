export default function Lobby() {
  return <h1>Lobby</h1>
}
