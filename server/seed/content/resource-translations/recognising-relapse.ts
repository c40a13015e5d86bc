import type { SeedArticleTranslations } from './types';

export default {
  es: {
    title: 'Reconocer una recaída: señales a vigilar mientras tu hijo crece',
    excerpt:
      'A veces, un pie zambo ya corregido empieza a volver a su posición anterior. Conocer las primeras señales, y por qué ocurre la recaída, ayuda a las familias a buscar ayuda cuando es más fácil de tratar.',
    content: `<p>Después de semanas de yesos y años de seguimiento cuidadoso, puede ser muy duro oír que un pie zambo está teniendo una «recaída». Pero la recaída es algo conocido en el tratamiento del pie zambo, las clínicas la vigilan de cerca y, cuando se detecta pronto, suele responder bien al tratamiento. Este artículo explica qué es una recaída, a qué prestar atención y qué puede pasar después.</p>
<h2>Qué significa una recaída</h2>
<p>Una recaída, a veces llamada recurrencia, significa que parte de la posición original del pie zambo empieza a volver después de haberse corregido. Los tejidos tensos de la parte interna y posterior del pie vuelven a tirar poco a poco del pie hacia dentro y hacia abajo. Ocurre con más frecuencia en los primeros años de vida, cuando el niño crece rápidamente, y esa es una de las razones por las que las clínicas siguen revisando los pies durante varios años.</p>
<h2>Por qué ocurre</h2>
<p>Los tejidos del pie zambo tienden de forma natural a tensarse. La férula de abducción contrarresta esa tendencia mientras el niño duerme. La mayoría de las recaídas están relacionadas con la constancia con la que se ha usado la férula, por ejemplo cuando se ha dejado antes de tiempo o solo se ha puesto algunas noches. Pero la recaída también puede ocurrir en niños cuyas familias han hecho todo lo que se les pidió, así que, por favor, no te culpes. Algunos pies son simplemente más rígidos o más resistentes que otros.</p>
<h2>Señales a vigilar</h2>
<p>Nadie conoce los pies de tu hijo mejor que tú. Avisa a tu clínica si notas alguna de estas señales:</p>
<ul>
<li>Camina apoyando el <strong>borde externo</strong> del pie, a veces con la planta girando hacia dentro cuando el pie se balancea hacia delante</li>
<li>Camina sobre la <strong>punta de los pies</strong>, o el <strong>talón no llega a apoyarse</strong> en el suelo cuando está de pie o camina</li>
<li>El tobillo se dobla hacia arriba <strong>menos que antes</strong> (los médicos lo llaman dorsiflexión reducida), o el pie se nota más rígido</li>
<li>Camina con <strong>los pies hacia dentro</strong>: el pie apunta hacia dentro más que antes</li>
<li>La parte delantera del pie se curva hacia dentro, o aparece un pliegue cada vez más marcado en la planta o en el lado interno del pie</li>
<li>Los zapatos se desgastan de forma desigual, o de repente cuesta mucho más ponerle las botas de la férula</li>
</ul>
<p>Algunas de estas señales también pueden formar parte del desarrollo normal de los niños pequeños, así que no te asustes si ves alguna. Simplemente pide que revisen el pie. Un video corto de tu hijo caminando descalzo, grabado de frente, desde atrás y de lado, puede ser muy útil para mostrárselo al equipo.</p>
<h2>Cómo se trata una recaída</h2>
<p>El tratamiento depende de la edad de tu hijo y de cómo esté el pie, y tu equipo lo examinará con atención antes de proponer un plan. Entre las opciones que pueden plantearte están:</p>
<ul>
<li><strong>Nuevos yesos.</strong> Muchas recaídas responden bien a una serie corta de yesos, con la misma técnica suave de Ponseti que cuando era bebé, normalmente seguida de la vuelta a la férula.</li>
<li><strong>Una nueva tenotomía.</strong> Si el tendón de Aquiles se ha vuelto a tensar, a veces se recomienda liberarlo de nuevo.</li>
<li><strong>Una transferencia del tendón tibial anterior.</strong> En algunos niños de unos 3 años o más, el pie es flexible pero sigue girando hacia dentro al caminar, porque un músculo de la parte delantera de la pierna tira con más fuerza que los músculos que lo equilibran. Esto se llama supinación dinámica. El cirujano puede proponer trasladar el tendón de este músculo hacia el lado externo del pie para equilibrar la fuerza. Es una operación programada, y tu cirujano te explicará los beneficios, los riesgos y la recuperación en el caso de tu hijo.</li>
</ul>
<h2>Ver las cosas con perspectiva</h2>
<p>Una recaída no significa que el tratamiento haya fracasado ni que a los pies de tu hijo les vaya a ir mal. Muchos niños que tienen una recaída acaban teniendo pies fuertes, flexibles y cómodos. La clave está en notar los cambios pronto y trabajar junto con tu equipo.</p>
<h2>Lo que puedes hacer</h2>
<ul>
<li>Mantén la rutina de la férula durante todo el tiempo que recomiende tu equipo, aunque los pies se vean perfectos.</li>
<li>Acude a todas las citas de seguimiento, aunque todo parezca ir bien.</li>
<li>De vez en cuando, observa los pies de tu hijo y su forma de caminar, sobre todo descalzo.</li>
<li>Fíjate en cómo se desgastan sus zapatos de diario.</li>
<li>Ponte en contacto enseguida con el equipo de tratamiento de tu hijo si algo cambia. No hace falta esperar a la siguiente cita de control.</li>
</ul>
<p>Sobre todo, confía en tu instinto. Si algo en los pies de tu hijo o en su forma de caminar no te parece normal, siempre es razonable pedir a la clínica que lo revise.</p>`,
  },
  fr: {
    title: 'Reconnaître une récidive : les signes à surveiller pendant que votre enfant grandit',
    excerpt:
      'Il arrive qu’un pied bot corrigé commence à reprendre sa position d’origine. Connaître les premiers signes, et pourquoi la récidive survient, aide les familles à consulter quand elle se traite le plus facilement.',
    content: `<p>Après des semaines de plâtres et des années de suivi attentif, il peut être bouleversant d’apprendre qu’un pied bot est en train de « récidiver ». Pourtant, la récidive est un aspect bien connu de la prise en charge du pied bot : les équipes la surveillent de près et, lorsqu’elle est repérée tôt, elle répond généralement bien au traitement. Cet article explique ce qu’est une récidive, ce qu’il faut surveiller et ce qui peut se passer ensuite.</p>
<h2>Ce que signifie une récidive</h2>
<p>Une récidive, parfois appelée rechute, signifie qu’une partie de la position initiale du pied bot commence à revenir après avoir été corrigée. Les tissus raides de la face interne et de l’arrière du pied tirent lentement le pied à nouveau vers l’intérieur et vers le bas. Cela arrive le plus souvent au cours des premières années de vie, lorsque l’enfant grandit vite, et c’est l’une des raisons pour lesquelles les équipes continuent de contrôler les pieds pendant plusieurs années.</p>
<h2>Pourquoi elle survient</h2>
<p>Les tissus du pied bot ont une tendance naturelle à se rétracter. L’attelle d’abduction s’y oppose pendant que l’enfant dort. La plupart des récidives sont liées à la régularité du port de l’attelle, par exemple lorsqu’il a été arrêté trop tôt ou que l’attelle n’a été portée que certaines nuits. Mais une récidive peut aussi survenir chez des enfants dont la famille a fait tout ce qui lui était demandé : ne vous culpabilisez surtout pas. Certains pieds sont simplement plus raides ou plus résistants que d’autres.</p>
<h2>Les signes à surveiller</h2>
<p>Vous connaissez les pieds de votre enfant mieux que personne. Prévenez votre équipe si vous remarquez l’un des signes suivants :</p>
<ul>
<li>Il marche sur le <strong>bord externe</strong> du pied, parfois avec la plante qui se tourne vers l’intérieur quand le pied avance</li>
<li>Il marche sur la <strong>pointe des pieds</strong>, ou le <strong>talon ne touche pas</strong> le sol quand il est debout ou qu’il marche</li>
<li>La cheville se plie vers le haut <strong>moins qu’avant</strong> (les médecins parlent de flexion dorsale réduite), ou le pied semble plus raide</li>
<li>Il marche <strong>les pieds en dedans</strong> : le pied pointe vers l’intérieur plus qu’avant</li>
<li>L’avant du pied se courbe vers l’intérieur, ou un pli se creuse de plus en plus sous la plante ou sur le bord interne du pied</li>
<li>Les chaussures s’usent de façon inégale, ou les chaussures de l’attelle deviennent soudain beaucoup plus difficiles à enfiler</li>
</ul>
<p>Certains de ces signes peuvent aussi faire partie du développement normal des jeunes enfants : pas de panique si vous en remarquez un. Demandez simplement que le pied soit examiné. Une courte vidéo de votre enfant marchant pieds nus, filmée de face, de dos et de profil, peut être très utile à montrer à l’équipe.</p>
<h2>Comment la récidive est traitée</h2>
<p>Le traitement dépend de l’âge de votre enfant et de l’état du pied, et votre équipe examinera attentivement votre enfant avant de proposer un plan. Parmi les options qu’elle pourra évoquer :</p>
<ul>
<li><strong>De nouveaux plâtres.</strong> Beaucoup de récidives répondent bien à une courte série de plâtres, avec la même technique douce de Ponseti que lorsque l’enfant était nourrisson, généralement suivie d’un retour à l’attelle.</li>
<li><strong>Une nouvelle ténotomie.</strong> Si le tendon d’Achille s’est de nouveau raidi, une nouvelle libération est parfois recommandée.</li>
<li><strong>Un transfert du tendon tibial antérieur.</strong> Chez certains enfants âgés d’environ 3 ans ou plus, le pied est souple mais continue de se tourner vers l’intérieur à la marche, parce qu’un muscle situé à l’avant de la jambe tire plus fort que les muscles qui l’équilibrent. C’est ce qu’on appelle une supination dynamique. Un chirurgien peut proposer de déplacer le tendon de ce muscle vers le bord externe du pied pour équilibrer la traction. Il s’agit d’une opération programmée, et votre chirurgien vous expliquera les bénéfices, les risques et la convalescence pour votre enfant.</li>
</ul>
<h2>Prendre du recul</h2>
<p>Une récidive ne signifie pas que le traitement a échoué, ni que les pieds de votre enfant n’évolueront pas bien. Beaucoup d’enfants qui ont eu une récidive ont ensuite des pieds solides, souples et confortables. L’essentiel est de repérer tôt les changements et de travailler main dans la main avec votre équipe.</p>
<h2>Ce que vous pouvez faire</h2>
<ul>
<li>Poursuivez le port de l’attelle aussi longtemps que votre équipe le recommande, même quand les pieds semblent parfaits.</li>
<li>Allez à tous les rendez-vous de suivi, même quand tout semble bien aller.</li>
<li>Regardez de temps en temps les pieds de votre enfant et sa façon de marcher, surtout pieds nus.</li>
<li>Observez comment s’usent ses chaussures de tous les jours.</li>
<li>Contactez rapidement l’équipe soignante de votre enfant si quelque chose change. Inutile d’attendre le prochain rendez-vous de contrôle.</li>
</ul>
<p>Surtout, faites confiance à votre instinct. Si quelque chose dans les pieds ou la démarche de votre enfant ne vous semble pas normal, il est toujours légitime de demander à l’équipe d’y jeter un œil.</p>`,
  },
} satisfies SeedArticleTranslations;
