import type { Locale } from '../../../shared/i18n/locales';
import type { SafetyOutcome } from './safety';
import { normalise } from './text';

/*
 * The safety step for questions in Spanish and French (issue 25): the same urgent signs, crises and
 * requests for a diagnosis or a dose as safety.ts finds in English, read on the text without accents
 * (people often type without them). A question in these languages is also checked in English, since
 * people mix words ("el cast", "les boots").
 */

type Signs = { crisis: RegExp[]; urgent: RegExp[]; medication: RegExp[]; diagnosis: RegExp[] };

const SPANISH: Signs = {
  crisis: [
    /\bsuicid/,
    /\b(matarme|quitarme la vida|hacerme dano|lastimarme|no quiero vivir|no quiero seguir|quiero morir(me)?|acabar con todo|mejor sin mi)\b/,
    /\b(hacer(le)? dano|lastimar) a mi (bebe|hijo|hija)\b/,
  ],
  urgent: [
    /\b(fiebre|calentura|febril)\b/,
    /\b(temperatura)\b.*\b(alta|38|39|40|41)\b/,
    /\b(no|le cuesta|dificultad para|problemas para) (puede )?respir/,
    /\b(se ahoga|ahogando|convulsion|convulsiones|convulsiona|inconsciente|no responde|no despierta|cuesta despertar|desmayo|se desmayo|muy dormido|flacido|flojito)\b/,
    /\bdedos?\b.*\b(azul|azules|morad[oa]s?|palid[oa]s?|blanc[oa]s?|gris(es)?|negr[oa]s?|fri[oa]s?|helad[oa]s?|hinchad[oa]s?|inflamad[oa]s?|dormid[oa]s?|entumecid[oa]s?|no (se )?(ven|mueve|mueven))\b/,
    /\b(azul|azules|morad[oa]s?|palid[oa]s?|fri[oa]s?|helad[oa]s?|hinchad[oa]s?)\b.*\bdedos?\b/,
    /\b(no (le )?veo|no se ven|desaparecieron)\b.*\bdedos?\b/,
    /\b(yeso|escayola)\b.*\b(huele|olor|apesta|mojad[oa]|humed[oa]|blando|roto|rota|agrietad[oa]|se (le )?(salio|bajo|resbalo|movio|cayo)|suelto|flojo|mancha|liquido|supura)\b/,
    /\b(sangre|sangra|sangrado|sangrando|hemorragia|pus|supura|infeccion|infectad[oa]|herida abierta|ampolla|ampollas|llaga|llagas|ulcera|piel (rota|abierta|en carne viva))\b/,
    /\b(llora|grita|llorando|gritando) (sin parar|todo el tiempo|toda la noche|horas)\b|\binconsolable\b/,
    /\b(no (quiere )?(come|comer|toma|tomar|beber)|no se alimenta)\b/,
  ],
  medication: [
    /\b(paracetamol|acetaminofen|ibuprofeno|dalsy|apiretal|tylenol|aspirina|codeina|morfina|analgesico|analgesicos|antibiotico|antibioticos|medicina|medicamento|medicamentos|calmante|calmantes|melatonina)\b.*\b(cuanto|dosis|mg|ml|dar(le)?|puedo|debo|cada cuanto)\b/,
    /\b(dosis|cuanto|cuantos ml|cuantos mg)\b.*\b(paracetamol|ibuprofeno|medicina|medicamento|analgesico|antibiotico)\b/,
  ],
  diagnosis: [
    /\bdiagnostic(ar|a|arme|arlo|arla)\b/,
    /\b(tiene|tendra|tenga) (mi|nuestro|nuestra) (bebe|hijo|hija|nino|nina)\b.*\b(pie zambo|pie equino|equinovaro|algo)\b/,
    /¿\s*(mi|nuestro|nuestra) (bebe|hijo|hija|nino|nina) tiene pie zambo\b/,
    /\b(es|sera) (pie zambo|postural|normal)\b.*\?/,
    /\b(mira|mire|ve|ver) (esta|la|mi) (foto|imagen|ecografia|radiografia|video)\b/,
    /\b(necesita|necesitara) (cirugia|operacion|yesos|tenotomia)\b/,
    /\bque (tiene|le pasa a) mi (bebe|hijo|hija)\b/,
  ],
};

const FRENCH: Signs = {
  crisis: [
    /\bsuicid/,
    /\b(me tuer|me faire du mal|en finir|mettre fin a mes jours|envie de mourir|veux mourir|plus envie de vivre|mieux sans moi)\b/,
    /\b(faire du mal) a mon (bebe|fils|enfant)|faire du mal a ma fille\b/,
  ],
  urgent: [
    /\b(fievre|febrile)\b/,
    /\b(temperature)\b.*\b(elevee|haute|38|39|40|41)\b/,
    /\b(respire mal|du mal a respirer|difficultes? a respirer|ne respire (plus|pas)|respiration (difficile|rapide|bruyante)|s'etouffe|etouffe)\b/,
    /\b(convulsion|convulsions|convulse|inconscient|inconsciente|ne reagit (plus|pas)|ne se reveille (pas|plus)|difficile a reveiller|s'est evanoui|evanoui|tout mou|toute molle)\b/,
    /\borteils?\b.*\b(bleus?|bleutes?|violets?|violaces?|pales?|blancs?|gris|noirs?|froids?|glaces?|gonfles?|enfles?|engourdis?|ne (se )?(voient|bougent))\b/,
    /\b(bleus?|violets?|pales?|froids?|gonfles?)\b.*\borteils?\b/,
    /\b(ne vois plus|on ne voit plus)\b.*\borteils?\b/,
    /\bplatres?\b.*\b(sent|odeur|pue|mouille|humide|mou|casse|fissure|(a )?glisse|descendu|tombe|bouge|lache|tache|liquide|suinte)\b/,
    /\b(sang|saigne|saignement|saigner|hemorragie|pus|suinte|infection|infecte|plaie ouverte|ampoule|ampoules|escarre|escarres|ulcere|peau (abimee|ouverte|a vif|arrachee))\b/,
    /\b(pleure|hurle|crie) (sans arret|tout le temps|toute la nuit|depuis des heures)\b|\binconsolable\b/,
    /\bne (mange|boit|tete) (plus|pas|rien)\b|\brefuse (de manger|de boire|le sein|le biberon)\b/,
  ],
  medication: [
    /\b(paracetamol|doliprane|efferalgan|dafalgan|ibuprofene|advil|nurofen|aspirine|codeine|morphine|antidouleur|antalgique|antibiotique|antibiotiques|medicament|medicaments|calmant|melatonine)\b.*\b(combien|dose|posologie|mg|ml|donner|puis-je|je peux|dois-je|frequence)\b/,
    /\b(dose|posologie|combien)\b.*\b(paracetamol|doliprane|ibuprofene|medicament|antidouleur|antibiotique)\b/,
  ],
  diagnosis: [
    /\bdiagnostiqu(er|ez|es|e)\b/,
    /\b(est-ce que|est ce que) (mon|notre|ma) (bebe|fils|fille|enfant) (a|aurait)\b/,
    /\b(mon|notre|ma) (bebe|fils|fille|enfant) a(-t-il|-t-elle)? (un )?pied bot\b.*\?/,
    /\b(est-ce|c'est) (un )?(pied bot|positionnel|normal)\b.*\?/,
    /\b(regardez|regarde|voir) (cette|la|ma|mon) (photo|image|echographie|radio|video)\b/,
    /\b(a-t-il|a-t-elle|aura-t-il|aura-t-elle) besoin (d'une )?(chirurgie|operation|platres|tenotomie)\b/,
    /\bqu'est-ce qu'(il|elle) a\b/,
  ],
};

const SIGNS: Partial<Record<Locale, Signs>> = { es: SPANISH, fr: FRENCH };

/** Urgent signs, crises and requests for a diagnosis or a dose, as a Spanish or French question says them. */
export function checkSafetyIn(message: string, language: Locale): SafetyOutcome {
  const signs = SIGNS[language];
  if (!signs) return null;
  const text = normalise(message).replace(/[’']/g, "'").replace(/\s+/g, ' ');
  if (signs.crisis.some((re) => re.test(text))) return { kind: 'red-flag', reason: 'crisis' };
  if (signs.urgent.some((re) => re.test(text))) return { kind: 'red-flag', reason: 'urgent' };
  if (signs.medication.some((re) => re.test(text))) return { kind: 'diagnosis', reason: 'medication' };
  if (signs.diagnosis.some((re) => re.test(text))) return { kind: 'diagnosis', reason: 'diagnosis' };
  return null;
}
