import type {LegalNoticeData} from './legalNotice'

/** A phone number as a tel: link wants it: digits and the leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The publisher, the publication director and the host, as the law requires them (LCEN, article 6). */
export function LegalNotice({notice}: {notice: LegalNoticeData}) {
  return (
    <>
      <p>
        Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique,
        voici les informations relatives à l’éditeur du site et à son hébergeur.
      </p>
      <h2>Éditeur du site</h2>
      <ul>
        <li>Dénomination sociale : {notice.companyName}</li>
        <li>Forme juridique : {notice.legalForm}</li>
        <li>Capital social : {notice.shareCapital}</li>
        <li>
          Immatriculation : RCS {notice.rcsCity} {notice.rcsNumber}
        </li>
        {notice.vatNumber ? <li>Numéro de TVA intracommunautaire : {notice.vatNumber}</li> : null}
        <li>Siège social : {notice.headOffice}</li>
        <li>
          Téléphone : <a href={telHref(notice.phone)}>{notice.phone}</a>
        </li>
        <li>
          E-mail : <a href={`mailto:${notice.email}`}>{notice.email}</a>
        </li>
      </ul>
      <h2>Directeur de la publication</h2>
      <p>La direction de la publication est assurée par {notice.publicationDirector}.</p>
      <h2>Hébergeur</h2>
      <ul>
        <li>Nom : {notice.host.name}</li>
        <li>Adresse : {notice.host.address}</li>
        <li>
          Téléphone : <a href={telHref(notice.host.phone)}>{notice.host.phone}</a>
        </li>
      </ul>
    </>
  )
}
