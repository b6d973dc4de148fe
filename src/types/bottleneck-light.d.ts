// The light build (no Redis clustering) is what the Octokit plugins load; it has the same API as
// the full build, whose types the package ships.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck'
  export default Bottleneck
}
