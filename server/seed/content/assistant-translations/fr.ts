import type { SeedAssistantTranslation } from './types';

/** French translations of the assistant's knowledge base (server/seed/content/assistant.ts), in the same order, found by their English question. */
export default [
  // Comprendre le pied bot et le diagnostic
  {
    source: 'What is clubfoot?',
    question: 'Qu’est-ce que le pied bot ?',
    answer:
      'Le pied bot est une malformation présente dès la naissance : un pied, ou les deux, est tourné vers l’intérieur et vers le bas. Son nom médical est pied bot varus équin congénital, souvent abrégé en PBVE. Les tendons et les ligaments situés à l’intérieur et à l’arrière du pied sont plus courts et plus tendus que d’habitude, ce qui maintient le pied dans cette position. Il se soigne très bien : avec une bonne prise en charge, la plupart des enfants grandissent en marchant, en courant et en jouant comme leurs copains.',
    keywords: ['pied bot', 'pied bot varus équin', 'pbve', 'ctev', 'pied tordu', 'définition', 'definition', 'malformation du pied'],
  },
  {
    source: 'How common is clubfoot?',
    question: 'Le pied bot, est-ce fréquent ?',
    answer:
      'Le pied bot touche environ 1 bébé sur 1 000, ce qui en fait l’une des anomalies présentes à la naissance les plus courantes. Les garçons sont environ deux fois plus souvent concernés que les filles. Il existe dans des familles du monde entier : vous êtes donc loin d’être seuls.',
    keywords: ['fréquence', 'frequence', 'statistiques', 'combien de bébés', 'rare', 'garçons', 'filles', '1 sur 1000'],
  },
  {
    source: 'What causes clubfoot, and is it something I did during pregnancy?',
    question: 'Quelle est la cause du pied bot, et est-ce à cause de quelque chose que j’ai fait pendant ma grossesse ?',
    answer:
      'Chez la plupart des enfants, on ne trouve pas de cause unique : les médecins parlent alors de pied bot idiopathique. Les chercheurs pensent qu’un ensemble de facteurs, génétiques et autres, joue un rôle, et il arrive que le pied bot touche plusieurs membres d’une même famille. Les choses du quotidien pendant la grossesse, comme votre façon de dormir, ce que vous mangiez, l’activité physique, le stress ou un choc, ne provoquent pas de pied bot. Quelques facteurs, comme le tabac, sont associés à un risque légèrement plus élevé, mais aucun ne peut expliquer pourquoi un bébé en particulier a un pied bot. Ne vous en voulez pas, s’il vous plaît : ce n’est pas de votre faute.',
    keywords: ['cause', 'pourquoi', 'ma faute', 'culpabilité', 'culpabilite', 'idiopathique', 'grossesse', 'enceinte'],
  },
  {
    source: 'Is clubfoot genetic, and will our next baby have it too?',
    question: 'Le pied bot est-il génétique, et notre prochain bébé risque-t-il d’en avoir un aussi ?',
    answer:
      'Le pied bot touche parfois plusieurs membres d’une même famille, et les gènes semblent jouer un rôle, mais dans la plupart des familles on ne trouve pas de schéma clair. Si un parent, un frère ou une sœur a un pied bot, le risque pour un autre bébé est plus élevé que la moyenne, tout en restant faible (on cite souvent quelques cas sur 100), et la plupart des frères et sœurs ne sont pas touchés. Votre équipe spécialisée dans le pied bot ou une consultation de génétique peut vous expliquer ce que cela signifie pour votre propre famille.',
    keywords: ['héréditaire', 'hereditaire', 'génétique', 'genetique', 'frère et sœur', 'frere et soeur', 'prochaine grossesse', 'transmission'],
  },
  {
    source: 'Can clubfoot happen alongside other conditions?',
    question: 'Le pied bot peut-il être associé à d’autres maladies ?',
    answer:
      'Le plus souvent, le pied bot est isolé, sans autre problème de santé. Chez un plus petit nombre d’enfants, il est associé à une autre affection, par exemple une maladie neuromusculaire ou un syndrome génétique : on parle parfois de pied bot syndromique ou non idiopathique. Ces pieds sont souvent plus raides et peuvent demander davantage de plâtres, un suivi plus rapproché et parfois une chirurgie ; l’équipe adapte donc le traitement à chaque enfant. Le médecin de votre enfant examinera votre bébé de la tête aux pieds et vous dira si d’autres examens sont nécessaires.',
    keywords: ['syndromique', 'non idiopathique', 'arthrogrypose', 'spina bifida', 'syndrome', 'maladie associée', 'neuromusculaire'],
  },
  {
    source: 'Can clubfoot be seen on a pregnancy ultrasound scan?',
    question: 'Le pied bot peut-il se voir à l’échographie pendant la grossesse ?',
    answer:
      'Oui, le pied bot est souvent repéré pour la première fois lors d’une échographie de routine pendant la grossesse, le plus souvent celle du milieu de grossesse, vers 20 semaines. L’échographie ne permet pas toujours de savoir à quel point le pied est raide ni si les deux pieds sont touchés, et il arrive qu’un pied qui semblait tourné vers l’intérieur à l’échographie soit finalement normal. Le diagnostic est confirmé après la naissance, quand un professionnel de santé examine votre bébé. Beaucoup de familles demandent, dès la grossesse, à être orientées vers une consultation spécialisée dans le pied bot pour rencontrer l’équipe à l’avance.',
    keywords: ['échographie', 'echographie', 'écho', 'prénatal', 'anténatal', 'diagnostic anténatal', 'avant la naissance', 'enceinte'],
  },
  {
    source: 'What is the difference between positional clubfoot and true clubfoot?',
    question: 'Quelle est la différence entre un pied bot postural et un vrai pied bot ?',
    answer:
      'Un pied postural (ou positionnel) a été comprimé dans une position inhabituelle dans l’utérus, mais il est souple et peut facilement être ramené en position normale ; il demande généralement peu ou pas de traitement. Un vrai pied bot est plus raide, car les tissus trop tendus maintiennent le pied tourné vers l’intérieur et vers le bas. Seul un professionnel de santé qui examine votre bébé peut faire la différence entre les deux : demandez donc à votre équipe plutôt que de juger d’après des photos ou l’aspect du pied.',
    keywords: ['pied bot postural', 'positionnel', 'malposition', 'pied souple', 'vrai pied bot', 'différence', 'difference'],
  },
  {
    source: 'What does bilateral or unilateral clubfoot mean?',
    question: 'Que veut dire pied bot bilatéral ou unilatéral ?',
    answer:
      'Un pied bot bilatéral veut dire que les deux pieds sont touchés ; unilatéral, qu’un seul pied l’est. Chacun des deux cas concerne à peu près la moitié des enfants ayant un pied bot. Les deux se traitent de la même façon, avec la méthode de Ponseti. En cas de pied bot bilatéral, on plâtre les deux jambes ; dans les deux cas, l’attelle chaussures et barre comporte une chaussure à chaque pied, avec un angle réglé séparément pour chaque pied.',
    keywords: ['deux pieds', 'un seul pied', 'bilatéral', 'bilateral', 'unilatéral', 'unilateral', 'pied gauche', 'pied droit'],
  },
  {
    source: 'Does clubfoot hurt my baby?',
    question: 'Est-ce que le pied bot fait mal à mon bébé ?',
    answer:
      'Le pied bot ne fait pas mal au nouveau-né. Les bébés qui ont un pied bot mangent, dorment et gigotent comme les autres bébés. Le traitement est doux, et la plupart des bébés s’habituent vite à leurs plâtres, même s’ils peuvent être un peu agités pendant une journée environ après un changement. Si votre bébé semble avoir mal ou être très malheureux, contactez votre équipe soignante.',
    keywords: ['douleur', 'mal', 'douloureux', 'souffrir', 'souffrance', 'inconfort', 'pleurs'],
  },
  {
    source: 'What should I ask at our first clubfoot clinic appointment?',
    question: 'Quelles questions poser lors de notre premier rendez-vous à la consultation du pied bot ?',
    answer:
      'Voici des questions utiles : un pied ou les deux sont-ils touchés, combien de plâtres l’équipe prévoit-elle, comment les plâtres sont-ils retirés, une ténotomie est-elle probable, à quels signes d’alerte faut-il faire attention, et qui appeler en dehors des heures d’ouverture ? Prenez un carnet ou notez les réponses sur votre téléphone, et venez avec un autre adulte si vous le pouvez. Notre article propose une liste de questions à imprimer et à emporter. Il n’y a pas de question bête : votre équipe préfère y répondre plutôt que de vous laisser vous inquiéter à la maison.',
    keywords: ['premier rendez-vous', 'consultation', 'questions à poser', 'questions a poser', 'liste de questions', 'spécialiste', 'quoi apporter'],
  },

  // La méthode de Ponseti et les plâtres
  {
    source: 'What is the Ponseti method?',
    question: 'Qu’est-ce que la méthode de Ponseti ?',
    answer:
      'La méthode de Ponseti est le traitement doux, en grande partie sans chirurgie, qu’utilisent aujourd’hui la plupart des équipes spécialisées dans le pied bot. Chaque semaine, un professionnel formé étire doucement le pied vers une meilleure position et l’y maintient avec un plâtre qui couvre toute la jambe. La plupart des enfants ont ensuite une petite intervention pour libérer le tendon d’Achille, puis portent une attelle d’abduction (chaussures et barre) qui maintient la correction pendant leur croissance. Quand les familles et les équipes la suivent avec soin, la plupart des enfants finissent par avoir un pied souple, fort et confortable.',
    keywords: ['ponseti', 'méthode ponseti', 'methode ponseti', 'traitement', 'plâtres successifs', 'manipulations', 'comment ça se soigne', 'plâtre'],
  },
  {
    source: 'How many casts will my baby need and how long does casting take?',
    question: 'Combien de plâtres faudra-t-il à mon bébé, et combien de temps dure la phase des plâtres ?',
    answer:
      'La plupart des bébés ont besoin d’environ 5 à 8 plâtres, changés à peu près une fois par semaine, même si certains en ont besoin d’un peu plus ou d’un peu moins. Si votre bébé a une ténotomie, le dernier plâtre reste en place environ 3 semaines, le temps que le tendon cicatrise : la phase des plâtres dure donc en général environ 2 mois au total. Chaque pied est différent, et votre équipe vous dira à chaque rendez-vous comment les choses avancent.',
    keywords: ['nombre de plâtres', 'nombre de platres', 'combien', 'chaque semaine', 'changement de plâtre', 'semaines', 'durée', 'duree'],
  },
  {
    source: 'When should clubfoot treatment start, and is it too late for an older child?',
    question: 'Quand faut-il commencer le traitement du pied bot, et est-il trop tard pour un enfant plus âgé ?',
    answer:
      'Idéalement, le traitement de Ponseti commence dans les premières semaines de vie, quand les tissus du pied sont le plus souples. Commencer plus tard en vaut quand même la peine : la méthode fonctionne aussi chez les bébés plus âgés et les enfants, y compris chez beaucoup d’enfants dont le pied bot n’a pas été traité quand ils étaient bébés. Les enfants plus âgés peuvent avoir besoin de plus de plâtres ou d’interventions supplémentaires : un professionnel expérimenté évaluera ce qui est réaliste pour chaque enfant.',
    keywords: ['âge', 'age', 'commencer', 'trop tard', 'enfant plus âgé', 'diagnostic tardif', 'non traité', 'nouveau-né'],
  },
  {
    source: 'Why do the casts go all the way up to the thigh?',
    question: 'Pourquoi les plâtres remontent-ils jusqu’en haut de la cuisse ?',
    answer:
      'Les plâtres de Ponseti sont des plâtres longs, qui vont des orteils jusqu’en haut de la cuisse, avec le genou plié. Leur longueur les empêche de glisser vers le bas et permet de bien maintenir la correction, ce qu’un plâtre court, arrêté sous le genou, ne peut pas faire. Cela peut surprendre au début, mais les bébés s’y habituent généralement en un jour ou deux.',
    keywords: ['plâtre cruro-pédieux', 'platre cruro-pedieux', 'plâtre long', 'genou plié', 'cuisse', 'jambe entière', 'plâtre'],
  },
  {
    source: 'Will my baby need a big operation to correct clubfoot?',
    question: 'Mon bébé devra-t-il subir une grosse opération pour corriger son pied bot ?',
    answer:
      'La plupart des enfants traités par la méthode de Ponseti n’ont pas besoin d’une grosse opération. En général, il suffit des plâtres, d’une petite intervention pour libérer le tendon d’Achille, et de l’attelle. La méthode a été mise au point pour éviter les grandes opérations sur les articulations et les ligaments, autrefois courantes, et les pieds corrigés de cette façon restent généralement plus souples. Certains enfants ont besoin plus tard d’une autre opération, plus petite : votre équipe vous expliquera si cela pourrait être le cas.',
    keywords: ['chirurgie', 'opération', 'operation', 'sans chirurgie', 'bloc opératoire', 'grosse opération', 'libération postéro-médiale'],
  },
  {
    source: 'Can I feed my baby during cast changes?',
    question: 'Puis-je nourrir mon bébé pendant les changements de plâtre ?',
    answer:
      'Beaucoup d’équipes acceptent volontiers que les parents nourrissent leur bébé pendant les changements de plâtre, et cela l’aide souvent à rester calme. Le tenir dans vos bras, lui parler ou lui chanter quelque chose peut aussi aider. Demandez à votre propre équipe ce qu’elle préfère, car chaque équipe fonctionne un peu différemment.',
    keywords: ['allaiter', 'allaitement', 'biberon', 'tétée', 'tetee', 'calmer', 'tétine', 'sucette'],
  },
  {
    source: 'How do I keep the cast dry, and how do I bath my baby in casts?',
    question: 'Comment garder le plâtre au sec, et comment laver mon bébé quand il est plâtré ?',
    answer:
      'Le plâtre ramollit s’il est mouillé : tant que votre bébé est plâtré, faites-lui une toilette au gant ou à l’éponge plutôt que de lui donner un bain, en gardant les plâtres hors de l’eau. Essuyez les taches à l’extérieur du plâtre avec un chiffon à peine humide. Piscine, plage et bain sont exclus jusqu’à la fin des plâtres. Si un plâtre est trempé, ou s’il devient mou ou se fissure, appelez votre équipe soignante.',
    keywords: ['bain', 'toilette', 'laver', 'mouillé', 'mouille', 'eau', 'éponge', 'gant de toilette'],
  },
  {
    source: "What should I check on my baby's casts every day?",
    question: 'Que dois-je vérifier chaque jour sur les plâtres de mon bébé ?',
    answer:
      'Plusieurs fois par jour, surtout au moment des changes, regardez les orteils : ils doivent être roses, chauds et bouger, et leur couleur doit revenir rapidement quand vous appuyez doucement sur un ongle. Vérifiez que les orteils restent à la même place au bout du plâtre, et regardez si la peau autour des bords est rouge ou irritée par le frottement. Si les orteils sont froids, pâles, bleus, violacés ou gonflés, si le plâtre sent mauvais ou si du liquide le traverse, si votre bébé a de la fièvre ou pleure sans pouvoir être consolé, ou si quoi que ce soit vous inquiète, contactez immédiatement votre équipe soignante, ou consultez en urgence si vous ne pouvez pas la joindre.',
    keywords: ['orteils', 'circulation', 'vérifier', 'verifier', 'couleur', 'doigts de pied', 'ongle', 'surveillance'],
  },
  {
    source: 'What do I do if the cast has slipped or the toes seem to be disappearing into it?',
    question: 'Que faire si le plâtre a glissé ou si les orteils semblent disparaître à l’intérieur ?',
    answer:
      'Un plâtre qui a glissé doit être vu rapidement : appelez tout de suite votre équipe soignante, ou consultez un médecin en urgence si vous ne pouvez pas la joindre. Un plâtre qui a glissé ne maintient plus correctement le pied et peut appuyer sur la peau. N’essayez pas de le remettre en place ni de l’arranger vous-même. Ce n’est pas de votre faute : sur de petites jambes potelées, il arrive que les plâtres bougent.',
    keywords: ['glissé', 'glisse', 'plâtre qui glisse', 'orteils qui disparaissent', 'descendu', 'bougé', 'tombé'],
  },
  {
    source: 'How do I manage nappies and clothes with long-leg casts?',
    question: 'Comment faire avec les couches et les vêtements quand mon bébé a des plâtres sur toute la jambe ?',
    answer:
      'Demandez à votre équipe comment placer la couche par rapport au haut des plâtres : le but est que l’urine et les selles n’atteignent pas le plâtre. Changez les couches sans attendre et essuyez les taches à l’extérieur du plâtre. Les vêtements amples, comme des pyjamas ou des grenouillères d’une taille au-dessus, ou des jambières, passent plus facilement par-dessus les plâtres. Soutenez les jambes de votre bébé quand vous le soulevez, car les plâtres peuvent paraître lourds.',
    keywords: ['couche', 'couches', 'change', 'vêtements', 'vetements', 'grenouillère', 'body', 'habiller'],
  },
  {
    source: 'My baby seems itchy in the cast; can I put something inside it?',
    question: 'Mon bébé semble avoir des démangeaisons sous le plâtre : puis-je glisser quelque chose à l’intérieur ?',
    answer:
      'Ne glissez jamais rien à l’intérieur du plâtre, comme des cotons-tiges, des jouets, de la poudre ou de la crème, même si votre bébé semble avoir des démangeaisons. Ces objets peuvent rester coincés et provoquer des plaies. Vérifiez les orteils et les bords du plâtre, gardez votre bébé au frais dans des vêtements amples, et appelez votre équipe soignante si votre bébé reste très agité ou si vous voyez des rougeurs ou des plaies sur les bords.',
    keywords: ['démangeaisons', 'demangeaisons', 'gratter', 'ça gratte', 'poudre', 'crème', 'coton-tige', 'frottement'],
  },
  {
    source: 'How are the casts taken off before each change?',
    question: 'Comment retire-t-on les plâtres avant chaque changement ?',
    answer:
      'Cela dépend des équipes. Certaines demandent aux parents de faire tremper le plâtre à la maison pour l’enlever peu avant le rendez-vous, d’autres le retirent sur place. Suivez les consignes de votre propre équipe et, si on vous demande de le faire tremper, prévoyez beaucoup de temps, utilisez de l’eau tiède et gardez ensuite votre bébé bien au chaud.',
    keywords: ['retirer le plâtre', 'enlever le plâtre', 'tremper', 'faire tremper', 'scie à plâtre', 'vinaigre', 'déplâtrer'],
  },

  // La ténotomie
  {
    source: 'What is an Achilles tenotomy, and does every baby need one?',
    question: 'Qu’est-ce qu’une ténotomie du tendon d’Achille, et est-ce que tous les bébés en ont besoin ?',
    answer:
      'La ténotomie du tendon d’Achille est une petite intervention au cours de laquelle le tendon d’Achille, trop tendu, est libéré par une toute petite ouverture à l’arrière du talon. Elle permet au talon de descendre et à la cheville de bien se plier vers le haut. La plupart des enfants traités par la méthode de Ponseti, environ 80 à 90 %, en ont besoin, généralement vers la fin de la phase des plâtres. C’est une étape prévue du traitement, pas le signe que les plâtres ont échoué, et votre équipe décide en fonction de la façon dont la cheville se plie vers le haut.',
    keywords: ['ténotomie', 'tenotomie', 'tendon d’achille', 'achille', 'section du tendon', 'intervention', 'allongement du tendon'],
  },
  {
    source: 'Is the tenotomy done under general anaesthetic, and will it hurt my baby?',
    question: 'La ténotomie se fait-elle sous anesthésie générale, et est-ce que ça fera mal à mon bébé ?',
    answer:
      'Dans beaucoup d’équipes, la ténotomie se fait en consultation ou dans une salle de soins, sous anesthésie locale (qui insensibilise la zone), et ne prend que quelques minutes. Certains centres utilisent un autre type d’anesthésie pour certains enfants : demandez à votre équipe comment elle procède. Les bébés pleurent souvent, surtout parce qu’on les maintient immobiles, et se calment généralement vite avec une tétée ou un biberon et des câlins. Votre équipe vous dira quel antidouleur convient à votre bébé ensuite.',
    keywords: ['anesthésie', 'anesthesie', 'anesthésie locale', 'anesthésie générale', 'endormi', 'sédation', 'douleur', 'piqûre'],
  },
  {
    source: 'What happens after the tenotomy?',
    question: 'Que se passe-t-il après la ténotomie ?',
    answer:
      'Juste après, on pose un dernier plâtre long, qui maintient le pied dans la position entièrement corrigée. Il reste généralement en place environ 3 semaines, le temps que le tendon cicatrise, plus long qu’avant. Une petite tache de sang peut apparaître sur le plâtre près du talon : demandez à votre équipe à quoi vous attendre, et appelez-la immédiatement si la tache continue de s’agrandir. Quand ce plâtre est retiré, on pose à votre bébé l’attelle chaussures et barre.',
    keywords: ['après la ténotomie', 'apres la tenotomie', 'dernier plâtre', 'trois semaines', 'cicatrisation', 'tache de sang', 'saignement'],
  },
  {
    source: 'How can I prepare my baby and myself for the tenotomy?',
    question: 'Comment préparer mon bébé, et me préparer moi-même, à la ténotomie ?',
    answer:
      'Demandez à votre équipe à quel moment nourrir votre bébé avant l’intervention, et suivez exactement ses consignes. Prévoyez de quoi le nourrir, sa tétine s’il en a une, sa couverture préférée et des vêtements de rechange, et venez avec un autre adulte si vous le pouvez. Demandez si vous pouvez rester avec votre bébé, et notez vos questions, par exemple quel antidouleur utiliser et qui appeler en dehors des heures d’ouverture. Les bébés ne se souviennent pas de l’intervention : ce dont ils ont besoin ce jour-là, c’est de votre chaleur et de votre voix.',
    keywords: ['préparer', 'preparer', 'jeûne', 'à jeun', 'quoi apporter', 'stress', 'inquiet', 'jour de l’intervention'],
  },

  // L’attelle
  {
    source: 'What is the boots and bar brace, and how long does my child wear it?',
    question: 'Qu’est-ce que l’attelle chaussures et barre, et combien de temps mon enfant doit-il la porter ?',
    answer:
      'L’attelle d’abduction, souvent appelée « chaussures et barre », se compose de deux chaussures ou bottines spéciales fixées sur une barre qui maintient les pieds écartés et tournés vers l’extérieur, selon des angles réglés par votre équipe. Elle se porte généralement environ 23 heures par jour pendant environ 3 mois après le retrait du dernier plâtre. Ensuite, elle se porte la nuit et pendant les siestes, généralement jusqu’à l’âge de 4 ou 5 ans environ. Votre équipe vous dira exactement quand changer de rythme.',
    keywords: ['attelle', 'chaussures et barre', 'barre', 'attelle de denis browne', 'orthèse', 'orthese', 'attelle d’abduction', 'combien de temps'],
  },
  {
    source: 'Why does bracing matter so much if the feet already look straight?',
    question: 'Pourquoi l’attelle est-elle si importante si les pieds ont déjà l’air droits ?',
    answer:
      'Les tissus d’un pied bot ont tendance à se resserrer à nouveau tant que l’enfant est petit et grandit : il faut donc maintenir la correction. C’est ce que fait l’attelle pendant le sommeil, et c’est la partie du traitement qui contribue le plus à empêcher le pied bot de revenir. Arrêter trop tôt est l’une des causes les plus fréquentes de récidive : n’arrêtez donc jamais sans en parler à votre équipe. Si l’attelle devient très difficile à gérer, dites-le à votre équipe : il existe souvent des solutions.',
    keywords: ['arrêter l’attelle', 'arreter', 'arrêt précoce', 'pourquoi l’attelle', 'récidive', 'recidive', 'chaussures et barre', 'oublier'],
  },
  {
    source: 'My baby cries a lot in the new brace; is that normal?',
    question: 'Mon bébé pleure beaucoup avec sa nouvelle attelle : est-ce normal ?',
    answer:
      'Il est très fréquent que les bébés soient grognons ou pleurent pendant les premiers jours avec l’attelle, parce qu’elle est nouvelle pour eux et qu’ils ne peuvent plus bouger les jambes séparément. À ce stade, les pleurs ne veulent généralement pas dire que l’attelle fait mal, et la plupart des enfants s’y habituent en une semaine environ. Réconfortez votre bébé, gardez des routines calmes, et aidez-le à s’entraîner à donner des coups de pied avec les deux jambes ensemble, avec la barre. Si votre enfant semble avoir mal, si vous voyez des ampoules ou des marques rouges qui ne disparaissent pas, ou s’il est encore très perturbé après la première semaine environ, appelez votre équipe soignante.',
    keywords: ['pleurs', 'pleure', 'grognon', 'hurle', 'ne dort pas', 'première semaine', 'adaptation', 'attelle'],
  },
  {
    source: 'How do I put the brace shoes on properly so the heel stays down?',
    question: 'Comment bien mettre les chaussures de l’attelle pour que le talon reste au fond ?',
    answer:
      'Utilisez des chaussettes fines et propres en coton, qui couvrent toute la peau en contact avec la chaussure, et lissez tous les plis. Enfoncez doucement le talon bien au fond de la chaussure ; plier le genou peut aider le talon à descendre. Attachez d’abord la sangle de la cheville pour maintenir le talon, puis les autres sangles ou les lacets, et vérifiez que les orteils sont bien à plat. Si le talon continue de remonter, demandez à votre équipe de vérifier l’ajustement, et ne modifiez jamais vous-même les réglages de la barre.',
    keywords: ['mettre les chaussures', 'talon qui remonte', 'sangles', 'chaussettes', 'ajustement', 'lacets', 'chaussures', 'attelle'],
  },
  {
    source: 'What should I do about red marks or blisters from the brace?',
    question: 'Que faire en cas de marques rouges ou d’ampoules dues à l’attelle ?',
    answer:
      'Vérifiez les pieds de votre enfant chaque fois que vous retirez les chaussures. De légères marques roses qui s’estompent peu après le retrait des chaussures sont courantes. Les ampoules, la peau abîmée ou les zones rouges qui ne s’estompent pas peuvent être des plaies dues à la pression et doivent être prises en charge : contactez votre équipe soignante pour avoir son avis plutôt que de simplement laisser l’attelle de côté. Demandez à votre équipe avant de mettre des crèmes ou des lotions sur la peau sous les sangles.',
    keywords: ['marques rouges', 'ampoule', 'ampoules', 'plaie', 'peau', 'frottement', 'crème', 'rougeurs'],
  },
  {
    source: 'How can I get my toddler to keep wearing the brace at night?',
    question: 'Comment faire pour que mon tout-petit continue à porter son attelle la nuit ?',
    answer:
      'Faites de l’attelle une étape fixe du rituel du coucher, par exemple bain, pyjama, attelle, histoire, dodo, et mettez-la pendant que votre enfant est calme. Proposez-lui de petits choix, comme les chaussettes à mettre ou le jouet qui aura lui aussi une attelle pour de faux, et essayez un tableau d’autocollants. Gardez un ton gentil mais neutre, et partagez ce rituel avec un autre adulte pour qu’il ne repose jamais sur une seule personne. Si votre enfant se met soudain à refuser l’attelle après une période calme, vérifiez si les chaussures ne sont pas devenues trop petites.',
    keywords: ['tout-petit', 'coucher', 'refuse', 'refus', 'nuit', 'sieste', 'rituel', 'tableau de récompenses'],
  },
  {
    source: 'We missed a few nights in the brace because of illness or a holiday; what now?',
    question: 'Nous avons sauté quelques nuits d’attelle à cause d’une maladie ou des vacances : que faire maintenant ?',
    answer:
      'Une nuit manquée n’est pas une catastrophe, mais des nuits manquées à répétition peuvent laisser les pieds se resserrer. Reprenez la routine dès que possible. Si le port de l’attelle a été interrompu pendant plus de quelques jours, prévenez votre équipe pour qu’elle puisse examiner les pieds de votre enfant. Prévenez-la aussi si l’attelle ne semble plus bien aller au moment de la reprise.',
    keywords: ['nuits manquées', 'oubli', 'oublié', 'malade', 'maladie', 'vacances', 'pause', 'interruption'],
  },
  {
    source: 'How do I know when my child has outgrown the brace shoes?',
    question: 'Comment savoir si les chaussures de l’attelle sont devenues trop petites pour mon enfant ?',
    answer:
      'Les chaussures de l’attelle deviennent trop petites comme des chaussures ordinaires, et les pieds grandissent vite chez les tout-petits. Les signes : des orteils qui touchent le bout de la chaussure, des marques rouges qui ne s’estompent pas, un talon qui remonte sans cesse, ou un enfant qui se met soudain à refuser l’attelle. Demandez une nouvelle pointure à votre équipe plutôt que de desserrer les sangles ou de laisser l’attelle de côté.',
    keywords: ['trop petites', 'trop petit', 'nouvelle pointure', 'pointure', 'chaussures de l’attelle', 'croissance', 'serré'],
  },

  // La récidive
  {
    source: 'What are the signs that clubfoot is coming back?',
    question: 'Quels sont les signes que le pied bot revient ?',
    answer:
      'On parle de récidive quand une partie de la position d’origine du pied bot commence à revenir. Les signes possibles : marcher sur le bord extérieur du pied, marcher sur la pointe des pieds ou un talon qui ne touche pas le sol, une cheville qui se plie moins vers le haut qu’avant, des pieds tournés vers l’intérieur en marchant, ou des chaussures d’attelle qui deviennent soudain beaucoup plus difficiles à mettre. Certains de ces signes peuvent faire partie du développement normal : demandez simplement à votre équipe de vérifier. Une courte vidéo de votre enfant marchant pieds nus peut aider.',
    keywords: ['récidive', 'recidive', 'rechute', 'revient', 'pieds en dedans', 'marche sur la pointe', 'bord extérieur du pied', 'signes'],
  },
  {
    source: 'Why does clubfoot relapse?',
    question: 'Pourquoi le pied bot récidive-t-il ?',
    answer:
      'Les tissus du pied bot ont une tendance naturelle à se resserrer, surtout pendant les premières années, quand l’enfant grandit vite. La plupart des récidives sont liées à un arrêt trop précoce de l’attelle, ou à une attelle portée seulement certaines nuits. Mais une récidive peut aussi survenir alors que la famille a fait tout ce qu’on lui demandait, car certains pieds sont tout simplement plus raides que d’autres : ne vous en voulez pas, s’il vous plaît. C’est pour cela que les équipes continuent de surveiller les pieds pendant plusieurs années.',
    keywords: ['récidive', 'recidive', 'rechute', 'pourquoi', 'cause', 'port de l’attelle', 'arrêt de l’attelle'],
  },
  {
    source: 'How is a clubfoot relapse treated?',
    question: 'Comment traite-t-on une récidive du pied bot ?',
    answer:
      'Le traitement dépend de l’âge de votre enfant et de ce que fait le pied, et votre équipe examinera d’abord votre enfant. Beaucoup de récidives répondent bien à une courte série de plâtres de Ponseti, généralement suivie d’une reprise de l’attelle, parfois avec une nouvelle ténotomie. À certains enfants d’environ 3 ans ou plus dont le pied continue de tourner vers l’intérieur quand ils marchent, on peut proposer un transfert du tendon du tibial antérieur (jambier antérieur), une opération programmée qui équilibre la traction des muscles. Une récidive ne veut pas dire que le traitement a échoué, et beaucoup d’enfants finissent par avoir des pieds forts et confortables.',
    keywords: ['nouveaux plâtres', 'replâtrer', 'transfert tendineux', 'tibial antérieur', 'jambier antérieur', 'chirurgie', 'supination dynamique', 'récidive'],
  },

  // Les chaussures
  {
    source: 'How do I find shoes when my feet are two different sizes?',
    question: 'Comment trouver des chaussures quand mes deux pieds n’ont pas la même pointure ?',
    answer:
      'Un pied bot traité est souvent plus court, et parfois plus large, que l’autre pied, souvent d’environ 1 à 1,5 pointure. Pour de petites différences, beaucoup de gens choisissent la pointure du plus grand pied et comblent la chaussure du plus petit avec une semelle supplémentaire, une talonnette ou un coussinet de languette, ou choisissent des lacets ou des brides qu’on peut serrer davantage d’un côté. Pour des différences plus importantes, on peut acheter deux paires, demander aux magasins s’ils vendent des pointures dépareillées, ou échanger avec quelqu’un qui a les pointures inverses. Mesurez les deux pieds à chaque achat de chaussures.',
    keywords: ['pointures différentes', 'pointures differentes', 'chaussures dépareillées', 'pointure', 'semelle', 'un pied plus petit', 'chaussures', 'taille'],
  },
  {
    source: 'Is there a way to swap shoes with someone whose feet are the opposite sizes?',
    question: 'Existe-t-il un moyen d’échanger des chaussures avec quelqu’un qui a les pointures inverses ?',
    answer:
      'Oui. Clubfoot Buddy, sur ce site, vous propose des membres dont la pointure gauche correspond à votre pointure droite et la pointure droite à votre pointure gauche. Vous vous mettez d’accord avec votre binôme, chacun achète une paire dans une pointure différente, et vous échangez : chacun obtient ainsi un pied gauche et un pied droit à sa taille, et ne paie qu’une paire. Il s’agit de partager des chaussures, pas de conseils médicaux : pour l’ajustement, les attelles ou le traitement, demandez à votre équipe soignante.',
    keywords: ['échange de chaussures', 'echange', 'échanger', 'binôme', 'clubfoot buddy', 'paire dépareillée', 'chaussures dépareillées'],
  },

  // L’activité physique
  {
    source: 'Will my child walk at the normal age?',
    question: 'Mon enfant marchera-t-il au même âge que les autres ?',
    answer:
      'Les bébés et les tout-petits qui ont un pied bot franchissent généralement les grandes étapes, comme s’asseoir, se déplacer à quatre pattes et marcher, dans les délais habituels, même s’ils marchent en moyenne un peu plus tard, souvent d’un mois ou deux. Porter l’attelle la nuit ne freine généralement pas le développement pendant la journée, et beaucoup de tout-petits apprennent même à se déplacer à quatre pattes et à se hisser debout avec la barre. Si les étapes du développement de votre enfant vous inquiètent, parlez-en à votre équipe soignante ou à la puéricultrice qui le suit.',
    keywords: ['marcher', 'marche', 'premiers pas', 'quatre pattes', 'acquisitions', 'développement', 'developpement', 'retard de marche'],
  },
  {
    source: 'Can children with treated clubfoot run and play sports?',
    question: 'Les enfants dont le pied bot a été traité peuvent-ils courir et faire du sport ?',
    answer:
      'Oui, la plupart des enfants dont le pied bot a été traité courent, grimpent, dansent, nagent, font du vélo et pratiquent des sports d’équipe avec leurs copains. Il n’y a pas un seul bon sport : laissez votre enfant essayer ce qui l’intéresse, avec des chaussures qui maintiennent bien le pied et à sa taille. Certains se fatiguent un peu plus vite sur les longues courses ; une douleur qui persiste, une boiterie ou le fait d’éviter certaines activités méritent d’être vérifiés avec l’équipe ou un kinésithérapeute (physiothérapeute).',
    keywords: ['sport', 'football', 'danse', 'course', 'gymnastique', 'natation', 'eps', 'activité physique'],
  },
  {
    source: 'Why is the calf smaller and the foot shorter on the clubfoot side?',
    question: 'Pourquoi le mollet est-il plus fin et le pied plus court du côté du pied bot ?',
    answer:
      'Même après un traitement réussi, le mollet du côté atteint est généralement plus fin, et le pied souvent un peu plus court. Cela fait partie de la malformation elle-même et c’est attendu, même quand le traitement s’est très bien passé. Ce n’est pas dû à quelque chose que vous avez fait, et cela ne veut pas dire que l’exercice ou le traitement a échoué. Chez beaucoup d’enfants, ces différences ne sont pas du tout une gêne.',
    keywords: ['mollet', 'mollet fin', 'jambe plus fine', 'muscle', 'pied plus court', 'asymétrie', 'asymetrie', 'longueur de jambe'],
  },
  {
    source: 'Should my child do stretches or see a physiotherapist?',
    question: 'Mon enfant doit-il faire des étirements ou voir un kinésithérapeute ?',
    answer:
      'Certaines équipes conseillent des étirements simples du mollet et de la cheville, surtout pour les enfants plus grands et les adolescents pendant les poussées de croissance. Demandez à votre équipe ou à un kinésithérapeute (physiothérapeute) quels étirements conviennent à votre enfant, combien de temps les tenir et à quelle fréquence, et demandez-leur de vous montrer comment faire. Un étirement doit donner la sensation d’une légère traction, jamais d’une douleur vive. Les jeux de tous les jours, comme grimper, les jeux sur la pointe des pieds ou marcher sur l’herbe et le sable, développent aussi la force et l’équilibre.',
    keywords: ['kiné', 'kinésithérapeute', 'kinesitherapie', 'physiothérapeute', 'physio', 'étirements', 'etirements', 'exercices'],
  },

  // Les voyages
  {
    source: 'Can we travel or go on holiday while our baby is in casts or the brace?',
    question: 'Pouvons-nous voyager ou partir en vacances pendant que notre bébé a des plâtres ou l’attelle ?',
    answer:
      'Oui, beaucoup de familles voyagent pendant le traitement, avec un peu plus d’organisation. Les plâtres sont changés chaque semaine, donc les longs voyages sont souvent plus simples après la phase des plâtres, et vous ne devez jamais sauter un changement de plâtre sans l’avoir convenu avec votre équipe soignante. Respectez le rythme de l’attelle en vacances, en décalant les heures de port en même temps que le sommeil si vous changez de fuseau horaire. Les plâtres doivent rester au sec : piscine et plage attendront la fin des plâtres. Et sachez comment obtenir une aide médicale là où vous séjournez.',
    keywords: ['vacances', 'voyage', 'voyager', 'séjour', 'étranger', 'etranger', 'plage', 'décalage horaire'],
  },
  {
    source: 'How do we manage flights and car seats with casts or boots and bar?',
    question: 'Comment faire en avion et dans le siège auto avec des plâtres ou l’attelle chaussures et barre ?',
    answer:
      'Vérifiez que votre bébé tient en toute sécurité dans son siège auto avec les plâtres ou l’attelle : le harnais doit toujours être bien ajusté, et vous ne devez jamais le desserrer pour faire de la place. S’il ne rentre pas, demandez conseil à votre équipe soignante. Pour l’avion, demandez à votre équipe une courte lettre expliquant le traitement, gardez l’attelle et des chaussettes de rechange dans votre bagage à main, et contactez la compagnie aérienne à l’avance si vous avez besoin d’aide pour vos places.',
    keywords: ['siège auto', 'siege auto', 'avion', 'aéroport', 'contrôle de sécurité', 'compagnie aérienne', 'bagage à main', 'harnais'],
  },
  {
    source: 'What should we do if we move to another country during treatment?',
    question: 'Que faire si nous déménageons dans un autre pays pendant le traitement ?',
    answer:
      'Demandez à votre équipe actuelle un résumé écrit : combien de plâtres votre enfant a eus, si une ténotomie a été faite, le type d’attelle et ses réglages, et le calendrier prévu. Apportez-le à votre nouvelle équipe, avec les photos ou vidéos des pieds de votre enfant que vous avez. Essayez de fixer le premier rendez-vous dans votre nouveau lieu de vie avant de partir, pour que les soins continuent sans interruption.',
    keywords: ['déménagement', 'demenagement', 'expatriation', 'autre pays', 'étranger', 'transfert du suivi', 'dossier médical'],
  },

  // Les adultes
  {
    source: 'I am an adult who had clubfoot as a baby and my foot hurts; what can help?',
    question: 'Je suis adulte, j’avais un pied bot bébé et j’ai mal au pied : qu’est-ce qui peut m’aider ?',
    answer:
      'Beaucoup d’adultes traités pour un pied bot mènent une vie active, mais certains remarquent une raideur, des courbatures après de longues journées, ou des douleurs. Ce qui aide souvent : des chaussures qui maintiennent bien le pied et à la bonne taille, parfois avec des semelles ou des orthèses, des étirements doux du mollet guidés par un kinésithérapeute (physiothérapeute), des pauses quand vous devez rester longtemps debout, et des antidouleurs simples pris selon les conseils de votre médecin ou de votre pharmacien. Une douleur qui s’aggrave ou qui gêne la vie quotidienne mérite d’être examinée plutôt que d’être supportée.',
    keywords: ['adulte', 'douleur', 'mal au pied', 'raideur', 'semelles orthopédiques', 'orthèses', 'orthese', 'podologue'],
  },
  {
    source: 'Do adults with clubfoot get arthritis, and who should I see about it?',
    question: 'Les adultes qui ont un pied bot font-ils de l’arthrose, et qui dois-je consulter ?',
    answer:
      'Certaines personnes dont le pied bot a été traité développent de l’arthrose de la cheville ou du pied en vieillissant, mais pas toutes. Les signes peuvent être une douleur qui augmente avec l’activité, un gonflement et une raideur qui s’aggrave peu à peu. Demandez à votre médecin généraliste ou médecin de famille de vous orienter vers un orthopédiste spécialiste du pied et de la cheville, et apportez les documents que vous avez sur votre traitement dans l’enfance. Il existe de nombreuses solutions pour les adultes, des mesures simples et de la kinésithérapie jusqu’aux traitements spécialisés et à la chirurgie.',
    keywords: ['arthrose', 'arthrite', 'adulte', 'orthopédiste', 'orthopediste', 'chirurgien du pied', 'articulation', 'spécialiste'],
  },
  {
    source: 'Can clubfoot still be treated in a teenager or adult?',
    question: 'Le pied bot peut-il encore être traité chez un adolescent ou un adulte ?',
    answer:
      'Oui. Un traitement peut aider à tout âge, même si les options ne sont pas les mêmes que pour les bébés. Les enfants plus âgés peuvent souvent encore bénéficier de plâtres selon la méthode de Ponseti, parfois associés à d’autres interventions, et les adultes dont le pied bot n’a pas été traité, ou a déjà été traité, peuvent être examinés par un orthopédiste spécialiste du pied et de la cheville. Ce spécialiste peut expliquer ce qui est réaliste, des chaussures et de la kinésithérapie jusqu’à la chirurgie si elle est nécessaire.',
    keywords: ['traitement adulte', 'non traité', 'pied bot négligé', 'adolescent', 'ado', 'chirurgie', 'tardif', 'plus âgé'],
  },

  // Le soutien émotionnel
  {
    source: 'I feel overwhelmed and sad since my baby was diagnosed; is that normal?',
    question: 'Je me sens dépassé(e) et triste depuis le diagnostic de mon bébé : est-ce normal ?',
    answer:
      'Oui. Le choc, la tristesse, l’inquiétude, la culpabilité et le soulagement sont tous fréquents, et beaucoup de parents ressentent plusieurs de ces émotions dans la même journée. Aucun de ces sentiments ne fait de vous un mauvais parent. Cela aide souvent d’en parler avec votre partenaire, vos amis, votre équipe soignante ou d’autres parents d’enfants ayant un pied bot. Si le moral bas, l’anxiété ou l’épuisement ne passent pas, parlez-en à votre médecin, à votre sage-femme ou à la puéricultrice ; la dépression et l’anxiété post-partum sont fréquentes et se soignent. Si vous avez un jour des pensées de vous faire du mal ou de faire du mal à votre bébé, demandez de l’aide immédiatement : appelez le numéro d’urgence de votre pays ou une ligne d’écoute de crise (aux États-Unis, appelez ou envoyez un SMS au 988 ; au Royaume-Uni et en Irlande, appelez les Samaritans au 116 123 ; autres pays : findahelpline.com).',
    keywords: ['émotions', 'triste', 'pleurer', 'angoisse', 'anxiété', 'dépassé', 'dépression', 'deprime'],
  },
  {
    source: 'How do I explain clubfoot to family, friends and older siblings?',
    question: 'Comment expliquer le pied bot à la famille, aux amis et aux frères et sœurs plus grands ?',
    answer:
      'Une explication courte et simple aide, par exemple : son pied était tourné vers l’intérieur à la naissance, c’est fréquent et cela se soigne très bien ; elle aura des plâtres pendant quelques semaines, puis des chaussures spéciales, toute la journée au début, puis la nuit, jusqu’à ses 4 ou 5 ans environ. Avec les frères et sœurs, utilisez des mots adaptés à leur âge et laissez-les participer, par exemple en choisissant les chaussettes ou en collant des autocollants sur un plâtre. Inviter les grands-parents à un rendez-vous les aide à vous soutenir plutôt qu’à remettre en question le traitement.',
    keywords: ['famille', 'grands-parents', 'frères et sœurs', 'freres et soeurs', 'expliquer', 'amis', 'en parler', 'entourage'],
  },
  {
    source: 'Where can I talk to other parents going through clubfoot treatment?',
    question: 'Où puis-je parler avec d’autres parents dont l’enfant est traité pour un pied bot ?',
    answer:
      'Beaucoup de parents disent que parler avec d’autres personnes qui sont passées par là est ce qui les aide le plus. Le forum de la communauté, sur ce site, a des espaces consacrés aux nouveaux diagnostics, aux plâtres et à la ténotomie, à l’attelle, aux chaussures, aux adultes ayant un pied bot, ainsi qu’aux témoignages et aux grandes étapes. Votre équipe soignante connaît peut-être aussi un groupe de parents près de chez vous. Pour les questions médicales, vérifiez toujours auprès de votre propre équipe plutôt que de vous fier à l’expérience des autres.',
    keywords: ['forum', 'communauté', 'communaute', 'autres parents', 'groupe de soutien', 'entraide', 'échanger', 'association'],
  },

  // L’école
  {
    source: "What should I tell my child's nursery or school about clubfoot?",
    question: 'Que dire à la crèche ou à l’école de mon enfant à propos de son pied bot ?',
    answer:
      'Restez bref et concret : une note d’une page expliquant que votre enfant est né avec un pied bot, qu’il a été traité et qu’il est suivi par une équipe spécialisée. Précisez s’il a encore besoin des chaussures et de la barre pour la sieste et comment les mettre, les différences que le personnel pourrait remarquer, comme une fatigue plus rapide lors des longues marches, ce qu’il faut faire si votre enfant se plaint d’avoir mal, et les dates des prochains rendez-vous. Demandez au personnel de vous prévenir s’il remarque une boiterie, une marche sur la pointe des pieds ou sur le bord extérieur du pied.',
    keywords: ['crèche', 'creche', 'école', 'ecole', 'garderie', 'enseignant', 'assistante maternelle', 'sieste'],
  },
  {
    source: 'Can my child do PE, and what do I say when other children ask about their feet?',
    question: 'Mon enfant peut-il faire du sport à l’école, et que répondre quand d’autres enfants posent des questions sur ses pieds ?',
    answer:
      'Les enfants dont le pied bot a été traité peuvent généralement participer pleinement au sport à l’école, aux jeux et à la récréation, avec peut-être une petite pause si leur mollet se fatigue. Aidez votre enfant à préparer une réponse simple pour les camarades curieux, par exemple : « À ma naissance, mon pied était tourné vers l’intérieur, et les médecins l’ont aidé à pousser droit. » Certains enfants adorent montrer leurs chaussures, d’autres préfèrent rester discrets, et les deux sont très bien. En cas de moqueries, demandez au personnel de réagir comme pour n’importe quelle autre méchanceté.',
    keywords: ['eps', 'sport à l’école', 'éducation physique', 'gym', 'camarades', 'moqueries', 'harcèlement', 'récréation'],
  },

  // Trouver des soins
  {
    source: 'How do I find a Ponseti-trained clubfoot doctor near me?',
    question: 'Comment trouver près de chez moi un médecin du pied bot formé à la méthode de Ponseti ?',
    answer:
      'Notre service d’orientation gratuit peut vous mettre en relation avec des spécialistes expérimentés, formés à la méthode de Ponseti : vous nous parlez de votre enfant ou de vous-même, notre équipe étudie votre demande, et nous vous proposons jusqu’à trois spécialistes parmi lesquels choisir. Votre médecin de famille, votre pédiatre ou votre sage-femme peut aussi vous orienter vers une consultation spécialisée dans le pied bot. Si le pied bot a été vu à une échographie de grossesse, vous pouvez demander à être orienté avant la naissance de votre bébé.',
    keywords: ['trouver un médecin', 'trouver un medecin', 'spécialiste', 'formé ponseti', 'près de chez moi', 'orthopédiste', 'chirurgien', 'deuxième avis'],
  },
  {
    source: 'Is clubfoot treatment available and affordable in low-income countries?',
    question: 'Le traitement du pied bot est-il accessible et abordable dans les pays à faible revenu ?',
    answer:
      'La méthode de Ponseti coûte peu et repose surtout sur des mains expertes, du plâtre, une courte libération du tendon souvent faite sous anesthésie locale, et une attelle : elle peut donc être pratiquée dans les hôpitaux de district et les centres de santé communautaires. Beaucoup de pays ont aujourd’hui des programmes nationaux de prise en charge du pied bot qui forment les soignants et aident les familles à obtenir des attelles et un suivi, souvent avec le soutien d’associations caritatives et d’organisations internationales. Les familles peuvent encore se heurter aux frais de transport et à la distance, et ces programmes les aident, par exemple avec des rappels, des groupes de parents et des attelles fabriquées sur place.',
    keywords: ['coût', 'cout', 'prix', 'gratuit', 'afrique', 'pays en développement', 'association', 'accès aux soins'],
  },
  {
    source: 'Can you diagnose my child or tell me what medicine to give?',
    question: 'Pouvez-vous poser un diagnostic pour mon enfant ou me dire quel médicament lui donner ?',
    answer:
      'Je peux partager des informations générales tirées de ce site, mais je ne peux poser de diagnostic pour personne, ni juger des photos ou des symptômes, ni recommander des médicaments ou des doses. Seul un professionnel de santé qui examine votre enfant peut le faire : contactez donc l’équipe qui soigne votre enfant, votre médecin ou un pharmacien. Si quelque chose semble urgent, comme des orteils qui paraissent pâles ou violacés dans un plâtre, appelez immédiatement votre équipe soignante ou allez aux urgences.',
    keywords: ['diagnostic', 'avis médical', 'dose', 'posologie', 'médicament', 'medicament', 'photo', 'est-ce normal'],
  },
] satisfies SeedAssistantTranslation[];
