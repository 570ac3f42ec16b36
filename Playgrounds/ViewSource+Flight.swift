/// The sources of the flight chapter (see `ViewSource`).
extension ViewSource {
    static let flightCard = ViewSource(file: "Sources/FixpointGallery/Flight/FlightCard.swift", code: #"""
        public var body: some View {
            VStack(spacing: 20) {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 0) {
                        origin
                        Spacer(minLength: 20)
                        destination
                    }
                    VStack(spacing: 10) {
                        origin
                        destination
                    }
                }
                .padding(8)
                .frame(maxWidth: .infinity)
                .background(Color.gray.cornerRadius(10))
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 0) {
                        item(0)
                        Spacer(minLength: 20)
                        item(1)
                        Spacer(minLength: 20)
                        item(2)
                        Spacer(minLength: 20)
                        item(3)
                    }
                    VStack(spacing: 10) {
                        HStack(spacing: 0) { item(0); Spacer(minLength: 20); item(1) }
                        HStack(spacing: 0) { item(2); Spacer(minLength: 20); item(3) }
                    }
                    VStack(alignment: .leading, spacing: 10) {
                        item(0)
                        item(1)
                        item(2)
                        item(3)
                    }
                }
                .padding(8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.red.cornerRadius(10))
            }
        }
        """#)

    static let airportsStage = ViewSource(file: "Sources/FixpointLineLayout/FlightLines.swift", code: #"""
        public static func airportsStage(boxed: Bool) -> Layout {
            func airport(_ airport: Airport, title: String) -> Layout {
                let l = UILabel(text: title, size: .body).layout
                let c = UILabel(text: airport.code, size: .largeTitle).layout
                let t = UILabel(text: formatter.string(from: airport.time), size: .body).layout
                let column = [l, c, t].vertical()
                return boxed ? column.box() : column
            }
            let flight = Flight.article
            return [airport(flight.origin, title: "From"), airport(flight.destination, title: "To")]
                .horizontal(space: .flexible(min: 20))
        }
        """#)

    static let flightLines = ViewSource(file: "Sources/FixpointLineLayout/Flight.swift", code: #"""
        public var layout: Layout {
            let orig = origin.layout(title: "From")
            let dest = destination.layout(title: "To")
            let flightBg = UIView(backgroundColor: .gray, cornerRadius: 10)
            let flight = [orig, dest].horizontal(space: .flexible(min: 20))
                .or([orig.centered, dest.centered].vertical(space: 10))
                .box(wrapper: flightBg, width: .flexible(min: 0))
            let metaItems = metaData.map { (key, value) in
                [
                    UILabel(text: key, size: .caption1, textColor: .white).layout,
                    UILabel(text: value, size: .body, textColor: .white).layout
                ].vertical(space: 0).box()
            }
            let meta = metaItems.horizontal(space: .flexible(min: 20)).or(
                [
                    metaItems[0...1].horizontal(space: .flexible(min: 20)),
                    metaItems[2...3].horizontal(space: .flexible(min: 20))
                ].vertical(space: 10)
            ).or(metaItems.vertical(space: 10))
            let metaLayout = meta.box(wrapper: UIView(backgroundColor: .red, cornerRadius: 10), width: .flexible(min: 0))
            return [flight, metaLayout].vertical(space: 20)
        }
        """#)

    static let airportsCard = ViewSource(file: "Playgrounds/Chapters.swift", code: #"""
        private static var airportsCard: FixpointLineLayout.Layout {
            let flight = Flight.article
            let origin = flight.origin.layout(title: "From")
            let destination = flight.destination.layout(title: "To")
            return [origin, destination].horizontal(space: .flexible(min: 20))
                .or([origin.centered, destination.centered].vertical(space: 10))
                .box(wrapper: UIView(backgroundColor: .gray, cornerRadius: 10), width: .flexible(min: 0))
        }
        """#)
}

/// The sources of the token-line chapter (see `ViewSource`).
extension ViewSource {
    static let tokenLine = ViewSource(file: "Sources/FixpointGallery/TokenLine/TokenLineView.swift", code: #"""
        public var body: some View {
            // The boxes are computed once per body evaluation and captured by the ForEach closure
            // (state read inside the closure would be tracked too: see EngineRegressionTests).
            let placed = placedBoxes
            VStack(alignment: .leading, spacing: 0) {
                ZStack(alignment: .topLeading) {
                    ForEach(line.indices, id: \.self) { index in
                        let box = placed[index]
                        TokenView(index: index, token: line[index])
                            .fixedSize()
                            .tokenWidth(index)
                            .alignmentGuide(.leading) { _ in -box.offset }
                            .padding(.trailing, -box.padding)
                            .cornerRadius(TokenView.radius)
                            .onPreferenceChange(TokenNameWidthKey.self, perform: storeNameWidths)
                    }
                    .onPreferenceChange(TokenWidthKey.self, perform: storeWidths)
                }
                Color.clear
                    .frame(maxWidth: .infinity, maxHeight: 0)
                    .canvasWidth()
            }
            .onPreferenceChange(CanvasWidthKey.self) { width in
                canvasWidth = width
                render()
            }
        }
        """#)

    static let tokenLineLayout = ViewSource(file: "Sources/FixpointGallery/TokenLine/TokenLineLayoutView.swift", code: #"""
        public var body: some View {
            TokenLineLayout {
                ForEach(line.indices, id: \.self) { index in
                    let token = line[index]
                    token.background
                        .cornerRadius(TokenView.radius)
                        .tokenLinePart(.background(index))
                    TokenView.nameLabel(for: token)
                        .foregroundColor(token.foreground)
                        .tokenLinePart(.name(index))
                    if let info = token.info {
                        TokenView.infoLabel(info)
                            .foregroundColor(token.foreground)
                            .tokenLinePart(.info(index))
                    }
                }
            }
        }
        """#)
}
