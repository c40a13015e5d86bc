import type { SeedArticleTranslations } from './types';

export default {
  es: {
    title: 'La férula en los primeros años: noches, siestas y constancia',
    excerpt:
      'Pasados los primeros meses, la férula se usa por la noche y en las siestas hasta los 4 o 5 años aproximadamente. Cómo mantener la constancia cuando el bebé se convierte en un niño pequeño muy activo y con ideas propias.',
    content: `<p>Tras los tres primeros meses de uso casi a tiempo completo, la mayoría de los niños pasan a llevar la férula por la noche y durante las siestas. Esta etapa es larga, normalmente hasta los 4 o 5 años, y trae sus propios retos. Un bebé que antes aceptaba la férula casi sin protestar puede convertirse en un niño pequeño con opiniones muy firmes. Como madre que ha pasado por ello, puedo decirte que es normal que esta etapa te resulte agotadora, y que al final se sale adelante.</p>
<h2>Por qué la férula se mantiene durante años</h2>
<p>Un pie zambo corregido tiende a volver a tensarse mientras el niño es pequeño y crece rápido. Llevar la férula mientras duerme mantiene los pies con suavidad en la posición corregida durante muchas horas seguidas, y eso ayuda a evitar que el pie vuelva poco a poco a su posición anterior. Por eso los equipos de tratamiento piden a las familias que sigan con la férula incluso cuando los pies se ven bien y funcionan bien: la férula es parte de la razón por la que siguen así.</p>
<h2>Haz que la férula forme parte de la rutina de dormir</h2>
<p>Los niños pequeños se sienten seguros cuando saben qué va a pasar. Poner la férula en el mismo momento cada noche, por ejemplo después del baño y el pijama y antes del cuento, ayuda a que sea un paso más de la rutina y no una batalla. A muchas familias les resulta más fácil ponerla mientras el niño todavía está tranquilo y relajado.</p>
<ul>
<li>Ofrécele opciones sencillas: qué calcetines ponerse, qué cuento leer, qué peluche lleva también su propia férula de juguete.</li>
<li>Usa una tabla con estrellas o adhesivos para las noches con férula, con un pequeño premio al final de la semana.</li>
<li>Habla con calma y con naturalidad. La férula no se negocia, pero sí puedes ponerla con cariño.</li>
<li>Deja que tu hijo ayude, por ejemplo trayendo los calcetines o cerrando una correa cuando ya hayas colocado bien el talón.</li>
</ul>
<h2>Siestas fuera de casa</h2>
<p>Las siestas en la guardería, con la cuidadora o en casa de los abuelos también cuentan. Enseña a quien cuide de tu hijo a poner la férula, con el talón bien metido hasta el fondo y las correas abrochadas en el orden correcto. Puede ayudar tener una tarjeta con los pasos guardada junto a la férula. Si tu hijo deja de dormir siesta durante el día, pregunta a tu equipo de tratamiento si hay que cambiar algo en el horario de uso de la férula.</p>
<h2>Problemas de sueño</h2>
<p>Algunos niños pequeños se despiertan más por la noche con la férula, sobre todo cuando están aprendiendo algo nuevo o pasan por una temporada más inquieta. Practicar durante el día cómo moverse con la barra, por ejemplo darse la vuelta, patalear o ponerse a gatas, puede ayudarles a sentir que controlan mejor sus movimientos por la noche. Si parece que tu hijo se despierta por dolor, o ves marcas rojas que no desaparecen, comprueba cómo le queda la férula y habla con tu clínica.</p>
<h2>Cuando los zapatos de la férula se quedan pequeños</h2>
<p>Los pies crecen rápido en estos primeros años, y unos zapatos de la férula que le quedaban bien hace unos meses pueden empezar a apretar. Si de repente tu hijo empieza a resistirse a la férula después de una temporada tranquila, comprueba que los dedos no lleguen al final del zapato y que el talón siga bien apoyado en el fondo. Pregunta a tu equipo de tratamiento por una talla nueva en lugar de aflojar las correas o dejar de ponerle la férula.</p>
<h2>Enfermedades, vacaciones y noches difíciles</h2>
<p>Son cosas que pasan. Los niños se ponen enfermos, las familias viajan y algunas noches la férula se queda sin poner por descuido. Una noche sin férula no es un desastre, pero si las noches sin ella se repiten, los pies pueden volver a tensarse. Retoma la rutina lo antes posible y, si el uso de la férula se ha interrumpido durante más de unos pocos días, avisa a tu equipo de tratamiento para que revisen los pies de tu hijo.</p>
<h2>Atención a los cambios</h2>
<p>Fíjate en cómo camina tu hijo y en cómo se apoya cuando está de pie. Si notas que camina sobre el borde externo del pie o de puntillas, que el talón no llega a apoyarse en el suelo, o que el pie parece más rígido, comunícaselo a tu clínica. Pueden ser señales tempranas de una recaída, que suele ser más fácil de tratar cuando se detecta pronto.</p>
<h2>Cuidarte tú también durante los años de férula</h2>
<p>Mantener la férula durante años exige un compromiso de verdad, y es normal que te cueste. Siempre que puedas, comparte la rutina de dormir con tu pareja o con otro adulto de confianza, para que nunca dependa de una sola persona. Habla con otras madres y otros padres de niños con pie zambo: entenderán mejor que nadie las negociaciones de cada noche. Y celebra los logros: la primera semana entera sin lágrimas, la primera siesta en la guardería con la férula sin protestas y, algún día, la última noche con la férula.</p>
<h2>Terminar bien</h2>
<p>Sobre todo, nunca dejes la férula antes de tiempo sin hablarlo primero con el equipo que trata a tu hijo. Pueden ayudarte a resolver los problemas que vayan surgiendo y te dirán cuándo es seguro terminar. Cuando llegue ese día, muchas familias lo celebran con una pequeña fiesta. Te lo habrás ganado.</p>`,
  },
  fr: {
    title: 'L’attelle chez le tout-petit : les nuits, les siestes et tenir le cap',
    excerpt:
      'Après les premiers mois, l’attelle se porte la nuit et pendant les siestes, jusqu’à l’âge de 4 à 5 ans environ. Comment les familles tiennent le cap quand leur bébé devient un tout-petit très actif qui a son mot à dire.',
    content: `<p>Après les trois premiers mois de port presque à temps plein, la plupart des enfants ne portent plus leur attelle que la nuit et pendant les siestes. Cette phase dure longtemps, généralement jusqu’à l’âge de 4 à 5 ans, et elle apporte ses propres difficultés. Un bébé qui acceptait l’attelle sans trop protester peut devenir un tout-petit aux opinions bien arrêtées. En tant que mère qui est passée par là, je peux vous dire qu’il est normal de trouver cette étape fatigante, et qu’on finit par en venir à bout.</p>
<h2>Pourquoi l’attelle dure des années</h2>
<p>Un pied bot corrigé a tendance à se raidir de nouveau tant que l’enfant est petit et grandit vite. Porter l’attelle pendant le sommeil maintient doucement les pieds dans la position corrigée pendant de longues heures d’affilée, ce qui aide à empêcher le pied de revenir peu à peu en arrière. C’est pourquoi les équipes soignantes demandent aux familles de poursuivre l’attelle même quand les pieds ont l’air bien et fonctionnent bien : l’attelle est justement l’une des raisons pour lesquelles ils restent ainsi.</p>
<h2>Intégrer l’attelle au rituel du coucher</h2>
<p>Les tout-petits ont besoin de repères. Mettre l’attelle au même moment chaque soir, par exemple après le bain et le pyjama et avant l’histoire, permet d’en faire une étape comme une autre plutôt qu’un combat. Beaucoup de familles trouvent plus facile de mettre l’attelle pendant que l’enfant est encore calme et détendu.</p>
<ul>
<li>Proposez des choix simples : quelles chaussettes, quelle histoire, quelle peluche aura elle aussi une attelle pour jouer.</li>
<li>Utilisez un tableau d’autocollants pour les nuits avec attelle, avec une petite récompense à la fin de la semaine.</li>
<li>Gardez un ton calme et naturel. L’attelle ne se négocie pas, mais vous pouvez la mettre avec douceur.</li>
<li>Laissez votre enfant participer, par exemple en allant chercher les chaussettes ou en fermant une sangle une fois que vous avez bien placé le talon.</li>
</ul>
<h2>Les siestes hors de la maison</h2>
<p>Les siestes à la crèche, chez la nounou ou chez les grands-parents comptent aussi. Montrez à la personne qui garde votre enfant comment mettre l’attelle, avec le talon bien enfoncé au fond de la chaussure et les sangles fermées dans le bon ordre. Une fiche avec les étapes, rangée avec l’attelle, peut être utile. Si votre enfant ne fait plus de sieste dans la journée, demandez à votre équipe soignante s’il faut modifier quelque chose dans le programme de port de l’attelle.</p>
<h2>Les difficultés de sommeil</h2>
<p>Certains tout-petits se réveillent plus souvent la nuit avec l’attelle, surtout lorsqu’ils apprennent de nouvelles choses ou traversent une période agitée. S’entraîner pendant la journée à bouger avec la barre, par exemple se retourner, donner des coups de pied ou se mettre à quatre pattes, peut les aider à se sentir plus maîtres de leurs mouvements la nuit. Si votre enfant semble se réveiller parce qu’il a mal, ou si vous voyez des marques rouges qui ne s’estompent pas, vérifiez que l’attelle est bien ajustée et parlez-en à votre centre de soins.</p>
<h2>Quand les chaussures de l’attelle deviennent trop petites</h2>
<p>Les pieds grandissent vite chez les tout-petits, et des chaussures d’attelle qui allaient bien il y a quelques mois peuvent devenir trop serrées. Si votre enfant se met soudain à refuser l’attelle après une période calme, vérifiez que ses orteils n’atteignent pas le bout de la chaussure et que le talon reste bien en place au fond. Parlez d’une nouvelle pointure à votre équipe soignante plutôt que de desserrer les sangles ou de laisser l’attelle de côté.</p>
<h2>Maladies, vacances et nuits perturbées</h2>
<p>C’est la vie. Les enfants tombent malades, les familles voyagent, et certaines nuits l’attelle n’est pas mise par simple oubli. Une nuit sans attelle n’est pas une catastrophe, mais des nuits sans attelle qui se répètent peuvent laisser les pieds se raidir de nouveau. Reprenez la routine dès que possible et, si le port de l’attelle a été interrompu pendant plus de quelques jours, prévenez votre équipe soignante pour qu’elle puisse examiner les pieds de votre enfant.</p>
<h2>Surveillez les changements</h2>
<p>Observez la façon dont votre enfant marche et se tient debout. Si vous remarquez qu’il marche sur le bord extérieur du pied ou sur la pointe des pieds, que son talon ne se pose pas au sol, ou que son pied semble plus raide, signalez-le à votre centre de soins. Ce peuvent être des signes précoces de récidive, qui se traite généralement plus facilement lorsqu’elle est repérée tôt.</p>
<h2>Prendre soin de vous pendant les années d’attelle</h2>
<p>Des années d’attelle demandent un véritable engagement, et il est normal de trouver cela difficile. Quand c’est possible, partagez le rituel du coucher avec votre partenaire ou un autre adulte de confiance, pour qu’il ne repose jamais sur une seule personne. Parlez avec d’autres parents d’enfants nés avec un pied bot : ils comprendront mieux que quiconque les négociations de chaque soir. Et célébrez les étapes : la première semaine complète sans larmes, la première sieste à la crèche avec l’attelle sans protestation et, un jour, la dernière nuit avec l’attelle.</p>
<h2>Aller jusqu’au bout</h2>
<p>Surtout, n’arrêtez jamais l’attelle plus tôt que prévu sans en parler d’abord à l’équipe soignante de votre enfant. Elle peut vous aider à résoudre les problèmes en cours de route et vous dira quand il est possible d’arrêter en toute sécurité. Le moment venu, beaucoup de familles marquent ce jour par une petite fête. Vous l’aurez bien mérité.</p>`,
  },
} satisfies SeedArticleTranslations;
