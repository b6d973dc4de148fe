// Who may steer: GitHub's author association comes free with a comment, but it only ever proves
// write access, never its absence. An organization member whose membership is private is
// CONTRIBUTOR or NONE in an event, whatever their role: anyone but a proven owner is asked of
// the permission API. Pure.

/**
 * The association alone is proof only for OWNER: the repository's owner, or an owner of its
 * organization, who holds admin. A MEMBER may lack access to this repository and a COLLABORATOR
 * may only read it, so their permission is asked of GitHub.
 */
export function provenByAssociation(association: string): boolean {
  return association.toUpperCase() === 'OWNER'
}
