// Footer snippet per locale (spec 2 §2.4): company and licence text under the footer links. en-KW
// falls back along its chain (en-AU, then en).
import type { Locale } from '@croupier/rules/locale'

const CW = 'Croupier Entertainment N.V. (reg. no. 158742), Abraham de Veerstraat 9, Willemstad, Curaçao'
const EE = 'Croupier Baltic OÜ (registry code 16458321), Narva mnt 7, 10117 Tallinn'

export const FOOTER_SNIPPETS: Readonly<Partial<Record<Locale, string>>> = {
  en: `<p>${CW}, licensed by the Government of Curaçao under licence 8048/JAZ2024-112. Players in Estonia are served by ${EE}, licensed by the Estonian Tax and Customs Board (HKT000142, HKL000117).</p><p>Gambling can be addictive. Play responsibly and only if you are 18 or older. <a href="/responsible-gaming">Responsible gaming</a></p>`,
  'en-AU': `<p>${CW}, licensed by the Government of Curaçao under licence 8048/JAZ2024-112.</p><p>Gamble responsibly. For free and confidential support call Gambling Help Online on <a href="tel:1800858858">1800 858 858</a> or visit <a href="https://www.gamblinghelponline.org.au/" target="_blank">gamblinghelponline.org.au</a>. 18+ only.</p>`,
  'en-CA': `<p>${CW}, licensed by the Government of Curaçao under licence 8048/JAZ2024-112.</p><p>Please play responsibly and only if you are of legal age in your province. Need help? Call ConnexOntario at <a href="tel:18665312600">1 866 531-2600</a>. <a href="/responsible-gaming">Responsible gaming</a></p>`,
  'en-NZ': `<p>${CW}, licensed by the Government of Curaçao under licence 8048/JAZ2024-112.</p><p>Gamble responsibly. Free help is available from the Gambling Helpline on <a href="tel:0800654655">0800 654 655</a>. 18+ only.</p>`,
  de: `<p>${CW}, lizenziert von der Regierung von Curaçao unter der Lizenz 8048/JAZ2024-112.</p><p>Glücksspiel kann süchtig machen. Spiele verantwortungsvoll und nur ab 18 Jahren. <a href="/responsible-gaming">Verantwortungsvolles Spielen</a></p>`,
  it: `<p>${CW}, autorizzata dal Governo di Curaçao con licenza 8048/JAZ2024-112.</p><p>Il gioco può creare dipendenza. Gioca responsabilmente e solo se maggiorenne. <a href="/responsible-gaming">Gioco responsabile</a></p>`,
  no: `<p>${CW}, lisensiert av myndighetene på Curaçao under lisens 8048/JAZ2024-112.</p><p>Pengespill kan være avhengighetsskapende. Spill ansvarlig og kun hvis du er over 18 år. Hjelpelinjen: <a href="tel:80080040">800 800 40</a>.</p>`,
  'fr-CA': `<p>${CW}, titulaire de la licence 8048/JAZ2024-112 délivrée par le gouvernement de Curaçao.</p><p>Le jeu peut créer une dépendance. Jouez de façon responsable et seulement si vous avez l’âge légal. Jeu : aide et référence : <a href="tel:18004610140">1 800 461-0140</a>.</p>`,
}
