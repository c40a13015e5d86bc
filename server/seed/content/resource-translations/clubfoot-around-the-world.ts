import type { SeedArticleTranslations } from './types';

export default {
  es: {
    title: 'El pie zambo en el mundo: acceso al tratamiento con el método Ponseti',
    excerpt:
      'El pie zambo aparece en todos los países, y el método Ponseti, de bajo costo, ha cambiado lo que es posible en todo el mundo. Te contamos cómo está creciendo el acceso al tratamiento y qué desafíos quedan.',
    content: `<p>El pie zambo se presenta en familias de todo el mundo, en aproximadamente 1 de cada 1000 nacimientos. Pero el lugar donde nace un niño todavía marca una gran diferencia en la atención que recibe. En muchos lugares, los niños reciben pronto el tratamiento con el método Ponseti cerca de casa. En otros, las familias recorren largas distancias para llegar a una clínica, o todavía es muy difícil encontrar tratamiento.</p>
<h2>Por qué el método Ponseti se adapta tan bien a cualquier lugar</h2>
<p>El método Ponseti es especialmente adecuado para lugares con pocos recursos. Se basa sobre todo en unas manos expertas, vendas de yeso, un procedimiento rápido para liberar el tendón de Aquiles que a menudo se hace con anestesia local, y una férula de abducción. La mayoría de los niños no necesitan quirófano ni equipos costosos. Por eso puede aplicarse en hospitales de distrito y centros de salud comunitarios, y no solo en grandes centros especializados.</p>
<h2>Formación y programas nacionales</h2>
<p>En las últimas décadas, muchos países han creado programas nacionales de pie zambo, a menudo en colaboración con los ministerios de salud, universidades, organizaciones benéficas y organismos internacionales. Estos programas forman en el método Ponseti a médicos, fisioterapeutas, personal de enfermería, técnicos clínicos de ortopedia y otros trabajadores de la salud, y ayudan a poner en marcha clínicas, circuitos de derivación y el suministro de férulas. Después de la formación suele haber un periodo de supervisión y acompañamiento, porque una técnica cuidadosa es esencial para lograr buenos resultados.</p>
<p>Organizaciones como la <a href="https://ponseti.info">Ponseti International Association</a> ofrecen información para familias y profesionales, y apoyan la formación y la investigación.</p>
<h2>Los desafíos que quedan</h2>
<p>Incluso donde hay tratamiento disponible, las familias pueden encontrarse con obstáculos reales:</p>
<ul>
<li><strong>Distancia y gastos.</strong> Un yeso nuevo cada semana significa un viaje cada semana, y eso puede suponer días de trabajo perdidos, gastos de transporte y tiempo lejos de los demás hijos.</li>
<li><strong>Falta de información.</strong> Algunas familias no saben que el pie zambo puede tratarse sin una cirugía mayor, o les preocupa lo que pensarán otras personas de su comunidad.</li>
<li><strong>Mantener la corrección.</strong> Usar la férula durante mucho tiempo es difícil en cualquier parte. Donde las férulas son difíciles de conseguir o de reemplazar a medida que el niño crece, es más probable que el pie vuelva a su posición anterior.</li>
<li><strong>Seguimiento.</strong> Los controles durante varios años ayudan a detectar a tiempo una recaída, algo que puede ser complicado cuando la clínica más cercana queda lejos.</li>
</ul>
<p>Los programas responden con ideas como sesiones informativas para madres y padres, férulas asequibles fabricadas en el propio país, recordatorios por teléfono y por mensaje de texto, y grupos de padres en los que las familias se animan unas a otras.</p>
<h2>Niños mayores y pie zambo sin tratar</h2>
<p>Donde no ha sido posible un tratamiento temprano, algunos niños llegan a la edad de caminar, o incluso a la adolescencia, con el pie zambo sin tratar, y pueden caminar apoyando el borde externo o el dorso del pie. Los especialistas han comprobado que muchos niños mayores todavía pueden beneficiarse de yesos basados en el método Ponseti, a veces combinados con otros procedimientos. Cada niño necesita una evaluación individual por parte de un profesional con experiencia, que pueda explicar qué se puede esperar de forma realista en su caso.</p>
<h2>Familias que se mudan de país</h2>
<p>Si tu familia se muda a otro país durante el tratamiento, pide a tu clínica actual un resumen por escrito: cuántos yesos le pusieron a tu hijo, si se le hizo una tenotomía, el tipo de férula y cómo está ajustada, y el calendario previsto. Lleva este resumen, junto con las fotos o videos que tengas de los pies de tu hijo, a tu nuevo equipo médico para que la atención continúe sin interrupciones. Si puedes, intenta conseguir la primera cita en tu nuevo lugar de residencia antes de viajar.</p>
<h2>El papel de las familias y las comunidades</h2>
<p>En todo el mundo, una de las fuerzas que más ayudan a lograr buenos resultados son otros padres y madres. Una madre que ha visto caminar a su propio hijo después del tratamiento suele ser la voz más convincente para una familia que acaba de recibir el diagnóstico. Muchos padres y adultos con pie zambo hacen voluntariado, recaudan fondos o simplemente hablan con naturalidad de su experiencia, lo que reduce el estigma y anima a las familias a buscar atención pronto.</p>
<h2>Cómo puedes ayudar</h2>
<ul>
<li>Comparte información correcta y respetuosa sobre el pie zambo y su tratamiento.</li>
<li>Si quieres hacer voluntariado o donar, busca organizaciones reconocidas que trabajen junto con los servicios de salud locales.</li>
<li>Cuenta tu propia historia, si lo deseas y cuando sientas que es el momento. Nunca se sabe quién puede necesitar escucharla.</li>
</ul>
<p>Estés donde estés, el equipo que trata a tu hijo es tu mejor guía para su atención, y tus preguntas siempre son bienvenidas.</p>`,
  },
  fr: {
    title: 'Le pied bot dans le monde : l’accès aux soins par la méthode de Ponseti',
    excerpt:
      'Le pied bot existe dans tous les pays, et la méthode de Ponseti, peu coûteuse, a changé ce qui est possible partout dans le monde. Voici comment l’accès aux soins progresse, et les difficultés qui demeurent.',
    content: `<p>Le pied bot touche des familles du monde entier, à raison d’environ 1 naissance sur 1 000. Mais le lieu où naît un enfant fait encore une grande différence dans les soins qu’il reçoit. Dans de nombreux endroits, les enfants bénéficient tôt d’un traitement par la méthode de Ponseti près de chez eux. Ailleurs, les familles parcourent de longues distances pour rejoindre un centre de soins, ou bien il est encore très difficile de trouver un traitement.</p>
<h2>Pourquoi la méthode de Ponseti s’adapte si bien partout</h2>
<p>La méthode de Ponseti convient particulièrement aux endroits où les ressources sont limitées. Elle repose surtout sur des mains expérimentées, des bandes plâtrées, une intervention rapide pour libérer le tendon d’Achille, souvent réalisée sous anesthésie locale, et une attelle d’abduction. La plupart des enfants n’ont besoin ni d’un bloc opératoire ni d’un équipement coûteux. C’est pourquoi elle peut être pratiquée dans les hôpitaux de district et les centres de santé communautaires, et pas seulement dans les grands centres spécialisés.</p>
<h2>Formation et programmes nationaux</h2>
<p>Au cours des dernières décennies, de nombreux pays ont mis en place des programmes nationaux de prise en charge du pied bot, souvent en lien avec les ministères de la Santé, des universités, des associations caritatives et des organisations internationales. Ces programmes forment à la méthode de Ponseti des médecins, des kinésithérapeutes, des infirmiers et infirmières, des techniciens cliniques en orthopédie et d’autres agents de santé, et aident à créer des centres de soins, des circuits d’orientation des patients et un approvisionnement en attelles. La formation est généralement suivie d’une période de supervision et d’accompagnement, car une technique rigoureuse est essentielle pour obtenir de bons résultats.</p>
<p>Des organisations comme la <a href="https://ponseti.info">Ponseti International Association</a> proposent des informations aux familles et aux professionnels, et soutiennent la formation et la recherche.</p>
<h2>Les difficultés qui demeurent</h2>
<p>Même là où le traitement existe, les familles peuvent se heurter à de vrais obstacles :</p>
<ul>
<li><strong>La distance et le coût.</strong> Un plâtre chaque semaine, c’est un trajet chaque semaine, ce qui peut signifier des journées de travail perdues, des frais de transport et du temps passé loin des autres enfants.</li>
<li><strong>Le manque d’information.</strong> Certaines familles ne savent pas que le pied bot peut être traité sans chirurgie lourde, ou s’inquiètent de ce que les autres penseront dans leur communauté.</li>
<li><strong>Maintenir la correction.</strong> Porter une attelle sur une longue période est difficile partout. Là où les attelles sont difficiles à obtenir ou à remplacer à mesure que l’enfant grandit, le pied risque davantage de revenir à sa position d’origine.</li>
<li><strong>Le suivi.</strong> Des contrôles pendant plusieurs années permettent de repérer tôt une récidive, ce qui peut être compliqué quand le centre de soins le plus proche est loin.</li>
</ul>
<p>Les programmes y répondent avec des idées comme des séances d’information pour les parents, des attelles abordables fabriquées sur place, des rappels par téléphone et par SMS, et des groupes de parents où les familles s’encouragent mutuellement.</p>
<h2>Les enfants plus âgés et le pied bot non traité</h2>
<p>Là où un traitement précoce n’a pas été possible, certains enfants arrivent à l’âge de la marche, voire à l’adolescence, avec un pied bot non traité, et peuvent marcher sur le bord externe ou sur le dessus du pied. Les spécialistes ont constaté que beaucoup d’enfants plus âgés peuvent encore tirer profit de plâtres inspirés de la méthode de Ponseti, parfois associés à d’autres interventions. Chaque enfant a besoin d’une évaluation individuelle par un soignant expérimenté, qui pourra expliquer ce qu’il est réaliste d’espérer pour lui.</p>
<h2>Les familles qui changent de pays</h2>
<p>Si votre famille s’installe dans un autre pays pendant le traitement, demandez à votre centre de soins actuel un résumé écrit : le nombre de plâtres qu’a eus votre enfant, si une ténotomie a été réalisée, le type d’attelle et ses réglages, et le calendrier prévu. Apportez ce document, avec les photos ou vidéos que vous avez des pieds de votre enfant, à votre nouvelle équipe soignante, afin que les soins se poursuivent sans interruption. Si possible, essayez de fixer le premier rendez-vous dans votre nouveau lieu de vie avant de partir.</p>
<h2>Le rôle des familles et des communautés</h2>
<p>Partout dans le monde, l’une des forces qui contribuent le plus à de bons résultats, ce sont les autres parents. Une mère qui a vu son propre enfant marcher après le traitement est souvent la voix la plus convaincante pour une famille qui vient d’apprendre le diagnostic. De nombreux parents et adultes ayant un pied bot font du bénévolat, collectent des fonds ou parlent simplement ouvertement de leur expérience, ce qui réduit la stigmatisation et encourage les familles à consulter tôt.</p>
<h2>Comment vous pouvez aider</h2>
<ul>
<li>Partagez des informations exactes et bienveillantes sur le pied bot et son traitement.</li>
<li>Si vous souhaitez faire du bénévolat ou un don, tournez-vous vers des organisations reconnues qui travaillent aux côtés des services de santé locaux.</li>
<li>Racontez votre propre histoire, si vous le souhaitez et quand le moment vous semblera venu. On ne sait jamais qui pourrait avoir besoin de l’entendre.</li>
</ul>
<p>Où que vous soyez dans le monde, l’équipe qui soigne votre enfant reste votre meilleur guide pour ses soins, et vos questions sont toujours les bienvenues.</p>`,
  },
} satisfies SeedArticleTranslations;
